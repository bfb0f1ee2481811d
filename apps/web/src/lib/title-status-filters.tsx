import { Select } from 'antd';
import type { QueryValue } from './api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from './filter-bar';

interface TitleStatusFiltersProps {
  keyword: string;
  status: QueryValue;
  /** the area's statuses (Nháp, Đã gửi…) */
  options: { value: string; label: string }[];
  /** 'notification' → notification-search, notification-status-filter, notification-filters */
  testIdPrefix: string;
  onSearch: (keyword: string) => void;
  onStatus: (status: string | null) => void;
}

/** the title search and one status filter of a workflow's list (notifications, surveys) */
export function TitleStatusFilters(props: TitleStatusFiltersProps) {
  const { keyword, status, options, testIdPrefix, onSearch, onStatus } = props;
  return (
    <FilterBar
      search={
        <KeywordSearch
          keyword={keyword}
          placeholder="Tìm theo tiêu đề"
          onSearch={onSearch}
          testId={`${testIdPrefix}-search`}
        />
      }
      activeCount={countActiveFilters([status])}
      onClear={() => onStatus(null)}
      testId={`${testIdPrefix}-filters`}
    >
      <Select<string>
        allowClear
        placeholder="Trạng thái"
        aria-label="Trạng thái"
        value={typeof status === 'string' ? status : undefined}
        onChange={(value) => onStatus(value ?? null)}
        options={options}
        style={{ width: 180 }}
        data-testid={`${testIdPrefix}-status-filter`}
      />
    </FilterBar>
  );
}
