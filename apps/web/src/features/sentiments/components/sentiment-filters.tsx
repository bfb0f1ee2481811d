import { DatePicker, Select } from 'antd';
import type { QueryValue } from '../../../lib/api-client';
import { countActiveFilters, FilterBar, KeywordSearch } from '../../../lib/filter-bar';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useSentimentCategories } from '../api/list-sentiment-categories';
import { useWardVillages } from '../api/list-ward-villages';
import { ExtendedFilter } from './extended-filter';
import { dayToPicker, pickerToDay } from './sentiment-dates';

/** the list's filters and how their URL values read back (list-url-state) */
export const SENTIMENT_FILTERS = {
  status: 'number',
  category_id: 'number',
  created_from: 'string',
  created_to: 'string',
  deadline_from: 'string',
  deadline_to: 'string',
  ward_id: 'number',
  village_id: 'number',
  active: 'string',
  extended: 'string',
} as const;
export type SentimentFilterKey = keyof typeof SENTIMENT_FILTERS;

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Công khai' },
  { value: 'false', label: 'Không công khai' },
];

interface SentimentFiltersProps {
  filters: Record<string, QueryValue>;
  keyword: string;
  showWardFilter: boolean;
  /** the ward whose villages the village filter offers (the user's own, or the chosen one); null hides it */
  villageWardId: number | null;
  onSearch: (keyword: string) => void;
  onFilter: (changes: Partial<Record<SentimentFilterKey, QueryValue>>) => void;
}

/** keyword, category, created and deadline ranges (DD/MM/YYYY), ward and village when the user may, public flag, extended */
export function SentimentFilters({
  filters,
  keyword,
  showWardFilter,
  villageWardId,
  onSearch,
  onFilter,
}: SentimentFiltersProps) {
  const categories = useSentimentCategories();
  const villages = useWardVillages(villageWardId);
  const categoryOptions = (categories.data?.data?.entries ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));
  const villageOptions = (villages.data?.data?.entries ?? []).map((village) => ({
    value: village.id,
    label: village.name,
  }));

  const range = (from: SentimentFilterKey, to: SentimentFilterKey, label: string) => (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      placeholder={[`${label} từ`, 'đến']}
      aria-label={label}
      value={[dayToPicker(filters[from]), dayToPicker(filters[to])]}
      allowEmpty={[true, true]}
      onChange={(values) => onFilter({ [from]: pickerToDay(values?.[0]), [to]: pickerToDay(values?.[1]) })}
      data-testid={`sentiment-filter-${from.split('_')[0]}`}
      style={{ width: 270 }}
    />
  );

  const activeCount = countActiveFilters([
    filters.category_id,
    [filters.created_from, filters.created_to],
    [filters.deadline_from, filters.deadline_to],
    showWardFilter ? filters.ward_id : null,
    filters.village_id,
    filters.active,
    filters.extended,
  ]);
  const clearAll = () =>
    onFilter({
      category_id: null,
      created_from: null,
      created_to: null,
      deadline_from: null,
      deadline_to: null,
      ward_id: null,
      village_id: null,
      active: null,
      extended: null,
    });

  return (
    <FilterBar
      testId="sentiment-filters"
      activeCount={activeCount}
      onClear={clearAll}
      search={
        <KeywordSearch
          keyword={keyword}
          placeholder="Tìm theo tiêu đề, nội dung, người phản ánh"
          onSearch={onSearch}
          testId="sentiment-search"
        />
      }
    >
      <Select
        allowClear
        placeholder="Lĩnh vực"
        aria-label="Lĩnh vực"
        value={filters.category_id ?? undefined}
        options={categoryOptions}
        loading={categories.isFetching}
        onChange={(value) => onFilter({ category_id: value })}
        style={{ width: 170 }}
        data-testid="sentiment-filter-category"
      />
      {range('created_from', 'created_to', 'Ngày gửi')}
      {range('deadline_from', 'deadline_to', 'Hạn xử lý')}
      {showWardFilter && (
        <WardSelect
          allowClear
          placeholder="Xã/phường"
          value={(filters.ward_id as number | undefined) ?? null}
          onChange={(value) => onFilter({ ward_id: value, village_id: null })}
          style={{ width: 240 }}
          data-testid="sentiment-filter-ward"
        />
      )}
      {villageWardId !== null && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Thôn/xóm"
          aria-label="Thôn/xóm"
          value={filters.village_id ?? undefined}
          options={villageOptions}
          loading={villages.isFetching}
          onChange={(value) => onFilter({ village_id: value })}
          style={{ width: 170 }}
          data-testid="sentiment-filter-village"
        />
      )}
      <Select
        allowClear
        placeholder="Quyền bảo mật"
        aria-label="Quyền bảo mật"
        value={filters.active ?? undefined}
        options={ACTIVE_OPTIONS}
        onChange={(value) => onFilter({ active: value })}
        style={{ width: 170 }}
        data-testid="sentiment-filter-active"
      />
      <ExtendedFilter value={filters.extended} onChange={(value) => onFilter({ extended: value })} />
    </FilterBar>
  );
}
