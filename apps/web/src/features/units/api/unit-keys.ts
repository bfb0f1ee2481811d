import type { QueryValue } from '../../../lib/api-client';

export type UnitLevel = 'provinces' | 'districts' | 'wards';

/** a row of GET /api/admin/{provinces|districts|wards}; the parents and merger fields only for the lower levels */
export interface UnitRow {
  id: number;
  code: string;
  name: string;
  short_name: string;
  /** 'Tỉnh', 'Thành phố', 'Xã', 'Phường', 'Đặc khu' … as in the official data */
  type: string;
  province_id?: number;
  district_id?: number | null;
  province_name?: string;
  district_name?: string | null;
  merged_into_id?: number | null;
  /** with ?merged=all|only: the name of the ward this one became */
  merged_into_name?: string | null;
}

export interface UnitListParams {
  level: UnitLevel;
  page: number;
  length: number;
  keyword?: string;
  /** province_id, district_id, merged as plain query parameters */
  filters: Record<string, QueryValue>;
}

/** the level's name, for tabs and titles ('Đổi tên xã/phường') */
export const UNIT_LEVEL_LABELS: Record<UnitLevel, string> = {
  provinces: 'Tỉnh/thành phố',
  districts: 'Quận/huyện',
  wards: 'Xã/phường',
};

// 'units' is also the root of the users screens' province and district pickers: invalidating it refreshes them too
export const unitKeys = {
  all: ['units'] as const,
  list: (params: UnitListParams) => ['units', 'list', params] as const,
  mergers: () => ['units', 'ward-mergers'] as const,
  mergerPage: (page: number) => ['units', 'ward-mergers', page] as const,
};

/** lib/wards' picker queries: merged wards leave them, renamed wards change their labels */
export const WARD_PICKER_KEY = ['wards'] as const;

export const unitUrl = (level: UnitLevel, id?: number) =>
  id === undefined ? `/api/admin/${level}` : `/api/admin/${level}/${id}`;
