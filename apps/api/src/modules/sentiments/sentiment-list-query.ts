import { vietnamDay } from '@console/shared/dates';
import { DISPLAY_UTC_OFFSET_MINUTES } from '@console/shared/domain/limits';
import { formatMessage } from '@console/shared/validation/messages';
import { MAX_SMALLINT, strictInteger } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import { ZBooleanParam, ZOptionalId, ZPaging } from '../../query/list-params.ts';

// Query parameters of the staff lists. Date filters are calendar days in Vietnam (UTC+7): "created_from=2026-03-01"
// means from 01/03/2026 00:00 Vietnam time, "created_to=2026-03-31" up to the end of 31/03/2026 Vietnam time.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;
const DAY_MS = 86_400_000;

/** the instant a Vietnam calendar day starts */
export function vietnamDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - DISPLAY_UTC_OFFSET_MINUTES * 60_000);
}

/** a day ('YYYY-MM-DD', or an ISO instant whose Vietnam day is taken) → the instant the bound stands for */
const dayBound = (label: string, bound: 'from' | 'to') =>
  z
    .string({ error: formatMessage(label) })
    .trim()
    .refine(
      (v) =>
        (DAY.test(v) && vietnamDay(`${v}T00:00:00Z`) === v) || (ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))),
      formatMessage(label),
    )
    .transform((v) => {
      const start = vietnamDayStart(DAY.test(v) ? v : vietnamDay(v)!);
      return bound === 'from' ? start : new Date(start.getTime() + DAY_MS);
    })
    .optional();

const status = strictInteger('Trạng thái', { min: 1, max: 5 }).optional();

export const SENTIMENT_SORTABLE = ['created_at', 'time_finish', 'status'] as const;
export const ARCHIVED_SORTABLE = [...SENTIMENT_SORTABLE, 'archived_at'] as const;

const filters = {
  category_id: strictInteger('Lĩnh vực', { min: 1, max: MAX_SMALLINT }).optional(),
  province_id: ZOptionalId('Tỉnh/thành phố'),
  district_id: ZOptionalId('Quận/huyện'),
  ward_id: ZOptionalId('Xã/phường'),
  village_id: ZOptionalId('Thôn/xóm'),
  active: ZBooleanParam('Quyền bảo mật'),
  overdue_only: ZBooleanParam('Quá hạn xử lý'),
  /** true: items whose deadline was extended at least once; false: never extended (issue 10 reports) */
  extended: ZBooleanParam('Đã gia hạn'),
  /** created_from/created_to: created_at; exclusive upper bound after the transform */
  created_from: dayBound('Ngày tạo từ', 'from'),
  created_to: dayBound('Ngày tạo đến', 'to'),
  deadline_from: dayBound('Hạn xử lý từ', 'from'),
  deadline_to: dayBound('Hạn xử lý đến', 'to'),
};

/** GET /api/admin/sentiments */
export const ZSentimentQuery = ZPaging.extend({
  ...filters,
  status,
  sort: z.enum(SENTIMENT_SORTABLE, { error: formatMessage('Trường sắp xếp') }).optional(),
});

/** GET /api/admin/sentiments/status-counts: the list's filters without the status (the tabs are the statuses) */
export const ZStatusCountsQuery = z.object({ keyword: ZPaging.shape.keyword, ...filters });

/** GET /api/admin/sentiments/archived */
export const ZArchivedQuery = ZPaging.extend({
  ...filters,
  status,
  sort: z.enum(ARCHIVED_SORTABLE, { error: formatMessage('Trường sắp xếp') }).optional(),
});

export type SentimentFilters = z.infer<typeof ZStatusCountsQuery> & { status?: number };
export type SentimentQuery = z.infer<typeof ZArchivedQuery>;
