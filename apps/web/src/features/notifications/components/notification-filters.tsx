import { Select } from 'antd';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { STATUS_OPTIONS } from './notification-status-tag';

interface NotificationFiltersProps {
  keyword: string;
  status: QueryValue;
  onSearch: (keyword: string) => void;
  onStatus: (status: string | null) => void;
}

/** the title search and the status filter (Nháp, Chờ gửi, Đã gửi) */
export function NotificationFilters({ keyword, status, onSearch, onStatus }: NotificationFiltersProps) {
  return (
    <FilterBar
      search={
        <KeywordSearch
          keyword={keyword}
          placeholder="Tìm theo tiêu đề"
          onSearch={onSearch}
          testId="notification-search"
        />
      }
      activeCount={countActiveFilters([status])}
      onClear={() => onStatus(null)}
      testId="notification-filters"
    >
      <Select<string>
        allowClear
        placeholder="Trạng thái"
        aria-label="Trạng thái"
        value={typeof status === 'string' ? status : undefined}
        onChange={(value) => onStatus(value ?? null)}
        options={STATUS_OPTIONS}
        style={{ width: 180 }}
        data-testid="notification-status-filter"
      />
    </FilterBar>
  );
}
