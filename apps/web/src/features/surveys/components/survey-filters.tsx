import { Select } from 'antd';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { STATUS_OPTIONS } from './survey-status-tag';

interface SurveyFiltersProps {
  keyword: string;
  status: QueryValue;
  onSearch: (keyword: string) => void;
  onStatus: (status: string | null) => void;
}

/** the title search and the status filter (Nháp, Đã duyệt) */
export function SurveyFilters({ keyword, status, onSearch, onStatus }: SurveyFiltersProps) {
  return (
    <FilterBar
      search={
        <KeywordSearch keyword={keyword} placeholder="Tìm theo tiêu đề" onSearch={onSearch} testId="survey-search" />
      }
      activeCount={countActiveFilters([status])}
      onClear={() => onStatus(null)}
      testId="survey-filters"
    >
      <Select<string>
        allowClear
        placeholder="Trạng thái"
        aria-label="Trạng thái"
        value={typeof status === 'string' ? status : undefined}
        onChange={(value) => onStatus(value ?? null)}
        options={STATUS_OPTIONS}
        style={{ width: 180 }}
        data-testid="survey-status-filter"
      />
    </FilterBar>
  );
}
