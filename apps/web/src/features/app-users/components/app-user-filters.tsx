import { Select } from 'antd';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useWardVillages } from '../api/list-ward-villages';

/** the list's filters and how their URL values read back (list-url-state) */
export const APP_USER_FILTERS = {
  acc_status: 'number',
  locked: 'string',
  ward_id: 'number',
  village_id: 'number',
} as const;

const LOCK_OPTIONS = [
  { value: 'false', label: 'Đang hoạt động' },
  { value: 'true', label: 'Đã khoá' },
];

interface AppUserFiltersProps {
  /** staff above the ward choose a ward; a ward's staff see their own */
  showWardFilter: boolean;
  /** the ward whose hamlets the hamlet filter offers: the chosen one, or the caller's own */
  wardId: number | null;
  /** the hamlets are offered to those who may list them */
  showVillageFilter: boolean;
  filters: Record<string, QueryValue>;
  keyword: string;
  onSearch: (keyword: string) => void;
  onFilter: (changes: Partial<Record<keyof typeof APP_USER_FILTERS, QueryValue>>) => void;
  onClear: () => void;
}

export function AppUserFilters(props: AppUserFiltersProps) {
  const { showWardFilter, wardId, showVillageFilter, filters } = props;
  const villages = useWardVillages(wardId, showVillageFilter);
  const common = (key: keyof typeof APP_USER_FILTERS, label: string, width = 200) => ({
    allowClear: true,
    placeholder: label,
    'aria-label': label,
    'data-testid': `app-user-filter-${key}`,
    style: { width },
  });
  return (
    <FilterBar
      testId="app-user-filters"
      activeCount={countActiveFilters([
        filters.acc_status,
        filters.locked,
        showWardFilter ? filters.ward_id : null,
        filters.village_id,
      ])}
      onClear={props.onClear}
      search={
        <KeywordSearch
          keyword={props.keyword}
          placeholder="Tìm theo họ tên, tên đăng nhập, số điện thoại, CCCD"
          onSearch={props.onSearch}
          testId="app-user-search"
        />
      }
    >
      <Select
        {...common('acc_status', 'Trạng thái xác thực')}
        value={filters.acc_status ?? undefined}
        options={ACC_STATUS_OPTIONS.map((option) => ({ ...option }))}
        onChange={(value) => props.onFilter({ acc_status: value })}
      />
      <Select
        {...common('locked', 'Trạng thái tài khoản')}
        value={filters.locked ?? undefined}
        options={LOCK_OPTIONS}
        onChange={(value) => props.onFilter({ locked: value })}
      />
      {showWardFilter && (
        <WardSelect
          {...common('ward_id', 'Xã/phường', 260)}
          value={(filters.ward_id as number | undefined) ?? null}
          // a hamlet belongs to one ward: another ward starts without one
          onChange={(value) => props.onFilter({ ward_id: value, village_id: null })}
        />
      )}
      {showVillageFilter && (
        <Select
          {...common('village_id', 'Thôn/xóm')}
          value={filters.village_id ?? undefined}
          disabled={!wardId}
          loading={villages.isFetching}
          options={(villages.data?.data?.entries ?? []).map((village) => ({ value: village.id, label: village.name }))}
          onChange={(value) => props.onFilter({ village_id: value })}
        />
      )}
    </FilterBar>
  );
}
