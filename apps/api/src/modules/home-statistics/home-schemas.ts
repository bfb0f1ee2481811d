import { fieldSchema } from '@console/shared/validation/zod-fields';
import { z } from 'zod';
import { ZOptionalId, ZPaging } from '../../query/list-params.ts';

/** the longest period a figure covers: a year (the daily figures answer one row per day) */
export const MAX_PERIOD_DAYS = 366;

const ZDay = (label: string) => fieldSchema({ label, kind: 'date' }) as z.ZodType<string | null | undefined>;

/** ?province_id&district_id&ward_id&from&to: a narrower unit inside the caller's, and the period (Vietnam days) */
export const ZHomeQuery = z
  .object({
    province_id: ZOptionalId('Tỉnh/thành phố'),
    district_id: ZOptionalId('Quận/huyện'),
    ward_id: ZOptionalId('Xã/phường'),
    from: ZDay('Từ ngày'),
    to: ZDay('Đến ngày'),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to)
      context.addIssue({ code: 'custom', path: ['from'], message: 'Từ ngày không được lớn hơn Đến ngày' });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= MAX_PERIOD_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Khoảng thời gian không được quá ${MAX_PERIOD_DAYS} ngày`,
      });
  });

const rate = z.number().nullable();
const ZPeriod = z.object({ from: z.string(), to: z.string() });
const ZPeriodFigures = z.object({
  received: z.number(),
  finished: z.number(),
  on_time_rate: rate,
  extended_rate: rate,
  late_rate: rate,
  satisfaction_rate: rate,
  average_receive_hours: z.number().nullable(),
  average_finish_hours: z.number().nullable(),
});

export const ZHeadline = z.object({
  today: z.number(),
  waiting: z.number(),
  processing: z.number(),
  overdue: z.number(),
  period: ZPeriod,
  previous_period: ZPeriod,
  current: ZPeriodFigures,
  previous: ZPeriodFigures,
});
export const ZStatusFigures = z.array(z.object({ status: z.number(), label: z.string(), count: z.number() }));
export const ZTotal = z.object({ total: z.number(), period: ZPeriod });
export const ZCategoryFigures = z.array(
  z.object({ category_id: z.number(), name: z.string(), received: z.number(), finished: z.number() }),
);
export const ZDailyFigures = z.array(
  z.object({
    day: z.string(),
    received: z.number(),
    finished: z.number(),
    on_time_rate: rate,
    satisfaction_rate: rate,
  }),
);
export const ZRatingFigures = z.array(z.object({ point: z.number(), label: z.string(), count: z.number() }));
export const ZUnitFigures = z.object({
  level: z.enum(['province', 'ward', 'village']),
  units: z.array(
    z.object({
      unit_id: z.number().nullable(),
      name: z.string().nullable(),
      received: z.number(),
      finished: z.number(),
      on_time: z.number(),
      extended: z.number(),
      late: z.number(),
      on_time_rate: rate,
      satisfaction_rate: rate,
    }),
  ),
});

export const ZUserFigures = z.object({
  total: z.number(),
  verified: z.number(),
  active_30_days: z.number(),
  roles: z.array(z.object({ role_id: z.number(), name: z.string(), count: z.number() })),
});

/** POST latest-rating?start|page&length&province_id&district_id&ward_id (spec §7: a POST with query parameters) */
export const ZLatestRatingQuery = ZPaging.pick({ start: true, page: true, length: true }).extend({
  province_id: ZOptionalId('Tỉnh/thành phố'),
  district_id: ZOptionalId('Quận/huyện'),
  ward_id: ZOptionalId('Xã/phường'),
});
export const ZLatestRating = z.object({
  id: z.number(),
  title: z.string(),
  ward_name: z.string(),
  point: z.number(),
  label: z.string(),
  content_evaluate: z.string().nullable(),
  rated_at: z.string(),
});

export const ZTrafficFigures = z.array(z.object({ day: z.string(), console: z.number(), resident: z.number() }));

export const ZMapFigures = z.object({
  cells: z.array(
    z.object({ lat: z.number(), lng: z.number(), count: z.number(), open: z.number(), overdue: z.number() }),
  ),
  truncated: z.boolean(),
});
