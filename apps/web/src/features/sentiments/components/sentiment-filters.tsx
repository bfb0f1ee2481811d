import { DatePicker, Input, Select, Space } from 'antd';
import type { QueryValue } from '../../../lib/api-client';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useSentimentCategories } from '../api/list-sentiment-categories';
import { useWardVillages } from '../api/list-ward-villages';
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

/** keyword, category, created and deadline ranges (DD/MM/YYYY), ward and village when the user may, public flag */
export function SentimentFilters({ filters, keyword, showWardFilter, villageWardId, onSearch, onFilter }: SentimentFiltersProps) {
  const categories = useSentimentCategories();
  const villages = useWardVillages(villageWardId);
  const categoryOptions = (categories.data?.data?.entries ?? []).map((category) => ({ value: category.id, label: category.name }));
  const villageOptions = (villages.data?.data?.entries ?? []).map((village) => ({ value: village.id, label: village.name }));

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

  return (
    <Space direction="vertical" size={12} style={{ display: 'flex', marginBottom: 8 }} data-testid="sentiment-filters">
      <Input.Search
        allowClear
        key={keyword}
        defaultValue={keyword}
        placeholder="Tìm theo tiêu đề, nội dung, người phản ánh"
        aria-label="Tìm kiếm"
        enterButton="Tìm kiếm"
        onSearch={(value) => onSearch(value.trim())}
        style={{ width: 540, maxWidth: '100%' }}
        data-testid="sentiment-search"
      />
      <Space wrap>
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
      </Space>
    </Space>
  );
}
