import { DEFAULT_PAGE_LENGTH, MAX_PAGE_LENGTH } from '@console/shared/domain/limits';
import { formatMessage } from '@console/shared/validation/messages';
import { z } from 'zod';

const int = (label: string, min: number) =>
  z.coerce.number({ error: formatMessage(label) }).int(formatMessage(label)).min(min, formatMessage(label));

/** paging shared by every list: `start` (offset) or `page` (1-based), and `length`, silently capped */
export const ZPaging = z.object({
  start: int('Vị trí bắt đầu', 0).optional(),
  page: int('Trang', 1).optional(),
  length: int('Số bản ghi', 1)
    .default(DEFAULT_PAGE_LENGTH)
    .transform((n) => Math.min(n, MAX_PAGE_LENGTH)),
  keyword: z.string().trim().max(200, formatMessage('Từ khoá')).optional(),
  order: z.enum(['asc', 'desc'], { error: formatMessage('Thứ tự sắp xếp') }).optional(),
});

export type Paging = z.infer<typeof ZPaging>;

export function offsetOf(paging: Pick<Paging, 'start' | 'page' | 'length'>): number {
  if (paging.start !== undefined) return paging.start;
  return ((paging.page ?? 1) - 1) * paging.length;
}

/** LIKE pattern for an accent- and case-insensitive match through search_text() (see the migrations) */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const ZOptionalId = (label: string) => int(label, 1).optional();
export const ZBooleanParam = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: formatMessage(label) })
    .transform((v) => v === 'true' || v === '1')
    .optional();

/** a list of ids in a body, with the generic wording for the list and each item */
export const ZIdList = (label: string, max: number) =>
  z
    .array(z.number({ error: formatMessage(label) }).int(formatMessage(label)).positive(formatMessage(label)), { error: formatMessage(label) })
    .max(max, formatMessage(label));
