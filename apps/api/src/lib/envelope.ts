import { idSchema } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';

export const ok = <T>(data: T, message = 'Thành công') => ({ code: 200, message, data });
export const entry = <T>(value: T, message?: string) => ok({ entry: value }, message);
export const list = <T>(total: number, entries: T[]) => ok({ total, entries });

// response schemas for OpenAPI and serialisation
export const ZEnvelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), message: z.string(), data });
export const ZEntry = <T extends z.ZodType>(value: T) => ZEnvelope(z.object({ entry: value }));
export const ZList = <T extends z.ZodType>(value: T) =>
  ZEnvelope(z.object({ total: z.number(), entries: z.array(value) }));
export const ZMessage = ZEnvelope(z.null());
// a path id that is not a positive integer gets the generic validator's wording, not zod's English
export const ZIdParams = z.object({ id: idSchema('Mã') });
