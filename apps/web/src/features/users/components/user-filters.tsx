import { Select } from 'antd';
import { useMemo } from 'react';
import { ROLES } from '@console/shared/domain/roles';
import { ACC_STATUS_OPTIONS } from '@console/shared/forms/user-fields';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useGrantableRoles } from '../api/list-grantable-roles';

/** the list's filters and how their URL values read back (list-url-state) */
export const USER_FILTERS = {
  role_id: 'number',
  ward_id: 'number',
  is_active: 'string',
  acc_status: 'number',
} as const;

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Hoạt động' },
  { value: 'false', label: 'Đã khoá' },
];

interface UserFiltersProps {
  /** with create on users the role choices are the grantable roles, otherwise every role */
  canCreate: boolean;
  showWardFilter: boolean;
  filters: Record<string, QueryValue>;
  keyword: string;
  onSearch: (keyword: string) => void;
  onFilter: (field: keyof typeof USER_FILTERS, value: QueryValue) => void;
  /** every filter emptied at once (one URL change) */
  onClear: () => void;
}

const FILTER_WIDTH = 200;

export function UserFilters({
  canCreate,
  showWardFilter,
  filters,
  keyword,
  onSearch,
  onFilter,
  onClear,
}: UserFiltersProps) {
  const grantable = useGrantableRoles(canCreate);
  const roleOptions = useMemo(() => {
    const roles = canCreate ? (grantable.data?.data?.entries ?? []) : ROLES;
    return roles.map((role) => ({ value: role.id, label: role.name }));
  }, [canCreate, grantable.data]);

  const common = (key: keyof typeof USER_FILTERS, label: string) => ({
    allowClear: true,
    placeholder: label,
    'aria-label': label,
    'data-testid': `user-filter-${key}`,
    style: { width: key === 'role_id' ? 230 : FILTER_WIDTH },
  });

  return (
    <FilterBar
      testId="user-filters"
      activeCount={countActiveFilters([
        filters.role_id,
        showWardFilter ? filters.ward_id : null,
        filters.is_active,
        filters.acc_status,
      ])}
      onClear={onClear}
      search={
        <KeywordSearch
          keyword={keyword}
          placeholder="Tìm theo họ tên, tên đăng nhập, số điện thoại, CCCD"
          onSearch={onSearch}
          testId="user-search"
        />
      }
    >
      <Select
        {...common('role_id', 'Vai trò')}
        value={filters.role_id ?? undefined}
        options={roleOptions}
        loading={grantable.isFetching}
        showSearch
        optionFilterProp="label"
        popupMatchSelectWidth={false}
        onChange={(value) => onFilter('role_id', value)}
      />
      {showWardFilter && (
        <WardSelect
          {...common('ward_id', 'Xã/phường')}
          style={{ width: 260 }}
          value={(filters.ward_id as number | undefined) ?? null}
          onChange={(value) => onFilter('ward_id', value)}
        />
      )}
      <Select
        {...common('is_active', 'Trạng thái tài khoản')}
        value={filters.is_active ?? undefined}
        options={ACTIVE_OPTIONS}
        onChange={(value) => onFilter('is_active', value)}
      />
      <Select
        {...common('acc_status', 'Trạng thái xác thực')}
        value={filters.acc_status ?? undefined}
        options={ACC_STATUS_OPTIONS.map((option) => ({ ...option }))}
        onChange={(value) => onFilter('acc_status', value)}
      />
    </FilterBar>
  );
}
