import { Input, Select } from 'antd';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar } from '../../../lib/filter-bar';
import { UNIT_LEVEL_LABELS, type UnitLevel, type UnitRow } from '../api/unit-keys';

/** the list's URL state (list-url-state): the level shown and its filters */
export const UNIT_FILTERS = {
  level: 'string',
  province_id: 'number',
  district_id: 'number',
  status: 'string',
} as const;

/** status of a ward row: absent = every ward, merged ones tagged */
export const WARD_STATUS_OPTIONS = [
  { value: 'active', label: 'Đang hoạt động' },
  { value: 'merged', label: 'Đã sáp nhập' },
];

/** the status filter as GET /api/admin/wards understands it */
export function mergedParam(status: QueryValue): 'all' | 'only' | undefined {
  if (status === 'active') return undefined;
  return status === 'merged' ? 'only' : 'all';
}

interface UnitFiltersProps {
  level: UnitLevel;
  keyword: string;
  filters: Record<string, QueryValue>;
  /** null hides the filter (one province only, or no right to list provinces) */
  provinces: readonly UnitRow[] | null;
  districts: readonly UnitRow[] | null;
  loadingDistricts: boolean;
  onSearch: (keyword: string) => void;
  onFilter: (changes: Record<string, QueryValue>) => void;
}

const options = (units: readonly UnitRow[]) => units.map((unit) => ({ value: unit.id, label: unit.name }));

export function UnitFilters({
  level,
  keyword,
  filters,
  provinces,
  districts,
  loadingDistricts,
  onSearch,
  onFilter,
}: UnitFiltersProps) {
  const common = (key: keyof typeof UNIT_FILTERS, label: string, width = 240) => ({
    allowClear: true,
    placeholder: label,
    'aria-label': label,
    'data-testid': `unit-filter-${key}`,
    style: { width },
  });
  const shown = {
    province_id: level !== 'provinces' && provinces !== null,
    district_id: level === 'wards' && districts !== null,
    status: level === 'wards',
  };
  const active = countActiveFilters([
    shown.province_id ? filters.province_id : null,
    shown.district_id ? filters.district_id : null,
    shown.status ? filters.status : null,
  ]);
  return (
    <FilterBar
      testId="unit-filters"
      activeCount={active}
      onClear={() => onFilter({ province_id: null, district_id: null, status: null })}
      search={
        <Input.Search
          allowClear
          key={`${level}:${keyword}`}
          defaultValue={keyword}
          placeholder={`Tìm ${UNIT_LEVEL_LABELS[level].toLocaleLowerCase('vi')} theo tên hoặc mã`}
          aria-label="Tìm kiếm"
          enterButton="Tìm kiếm"
          onSearch={(value) => onSearch(value.trim())}
          style={{ width: 400, maxWidth: '100%' }}
          data-testid="unit-search"
        />
      }
    >
      {level !== 'provinces' && provinces && (
        <Select<number>
          {...common('province_id', 'Tỉnh/thành phố')}
          value={(filters.province_id as number | undefined) ?? undefined}
          options={options(provinces)}
          showSearch
          optionFilterProp="label"
          // a district belongs to one province
          onChange={(value) => onFilter({ province_id: value, district_id: null })}
        />
      )}
      {level === 'wards' && districts && (
        <Select<number>
          {...common('district_id', 'Quận/huyện')}
          value={(filters.district_id as number | undefined) ?? undefined}
          options={options(districts)}
          loading={loadingDistricts}
          showSearch
          optionFilterProp="label"
          onChange={(value) => onFilter({ district_id: value })}
        />
      )}
      {level === 'wards' && (
        <Select<string>
          {...common('status', 'Trạng thái', 180)}
          value={(filters.status as string | undefined) ?? undefined}
          options={WARD_STATUS_OPTIONS}
          onChange={(value) => onFilter({ status: value })}
        />
      )}
    </FilterBar>
  );
}
