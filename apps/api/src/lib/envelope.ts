import { z } from 'zod';

export const ok = <T>(data: T, message = 'Thành công') => ({ code: 200, message, data });
export const entry = <T>(value: T, message?: string) => ok({ entry: value }, message);
export const list = <T>(total: number, entries: T[]) => ok({ total, entries });

// response schemas for OpenAPI and serialisation
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), message: z.string(), data });
export const ZEntry = <T extends z.ZodType>(value: T) => ZEnvelope(z.object({ entry: value }));
export const ZList = <T extends z.ZodType>(value: T) => ZEnvelope(z.object({ total: z.number(), entries: z.array(value) }));
export const ZMessage = ZEnvelope(z.null());
export const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
