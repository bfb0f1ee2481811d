// The answers of GET /api/admin/home-statistics/… (issue 20; apps/api/src/modules/home-statistics): the home
// dashboard's figures, in the caller's units and sentiment categories. Rates are percentages with one decimal, null
// when there is nothing to divide by; hours are averages with one decimal.

/** ?province_id&district_id&ward_id&from&to (Vietnam days; without a period, this month so far) */
export interface HomeFilter {
  province_id?: number | null;
  district_id?: number | null;
  ward_id?: number | null;
  from?: string | null;
  to?: string | null;
}

export interface Period {
  from: string;
  to: string;
}

export interface PeriodFigures {
  received: number;
  finished: number;
  on_time_rate: number | null;
  extended_rate: number | null;
  late_rate: number | null;
  satisfaction_rate: number | null;
  average_receive_hours: number | null;
  average_finish_hours: number | null;
}

/** GET statistic: now (today, waiting, processing, overdue) and the period against the one before */
export interface Headline {
  today: number;
  waiting: number;
  processing: number;
  overdue: number;
  period: Period;
  previous_period: Period;
  current: PeriodFigures;
  previous: PeriodFigures;
}

export interface StatusCount {
  status: number;
  label: string;
  count: number;
}

export interface CategoryCount {
  category_id: number;
  name: string;
  received: number;
  finished: number;
}

export interface DayFigures {
  day: string;
  received: number;
  finished: number;
  on_time_rate: number | null;
  satisfaction_rate: number | null;
}

export interface RatingCount {
  point: number;
  label: string;
  count: number;
}

/** the league table's first column, by the level it lists; a ward's items without a hamlet are one row of their own */
export const UNIT_LEVEL_LABELS: Record<UnitFigures['level'], string> = {
  province: 'Tỉnh/thành phố',
  ward: 'Xã/phường',
  village: 'Thôn/xóm',
};
export const NO_VILLAGE_LABEL = 'Chưa gắn thôn/xóm';

/** GET sentiment: the league table, one level below the caller (a hamlet-less row has no id nor name) */
export interface UnitFigures {
  level: 'province' | 'ward' | 'village';
  units: {
    unit_id: number | null;
    name: string | null;
    received: number;
    finished: number;
    on_time: number;
    extended: number;
    late: number;
    on_time_rate: number | null;
    satisfaction_rate: number | null;
  }[];
}

/** GET traffic: requests of a Vietnam day to the console and to the residents' app */
export interface TrafficDay {
  day: string;
  console: number;
  resident: number;
}

/** GET map: the period's placed items per ~1 km cell, busiest first (at most 2,000 cells: `truncated`) */
export interface MapCell {
  lat: number;
  lng: number;
  count: number;
  open: number;
  overdue: number;
}
export interface MapFigures {
  cells: MapCell[];
  truncated: boolean;
}
