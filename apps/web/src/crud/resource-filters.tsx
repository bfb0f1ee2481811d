import { Input, Select } from 'antd';
import type { Resource } from '@console/shared/resources/define-resource';
import type { QueryValue } from '../lib/api-client';
import { countActiveFilters, FilterBar } from '../lib/filter-bar';
import { WardSelect } from '../lib/wards/ward-select';

const BOOLEAN_OPTIONS = [
  { value: 'true', label: 'Có' },
  { value: 'false', label: 'Không' },
];

interface ResourceFiltersProps {
  resource: Resource;
  showWardFilter: boolean;
  filters: Record<string, QueryValue>;
  keyword: string;
  onSearch: (keyword: string) => void;
  onFilter: (field: string, value: QueryValue) => void;
  /** every filter emptied at once (one URL change) */
  onClear: () => void;
}

const FILTER_WIDTH = 220;

function searchPlaceholder(resource: Resource): string {
  const labels = resource.list.search.map((key) => resource.fields[key].label.toLocaleLowerCase('vi'));
  return `Tìm theo ${labels.join(', ')}`;
}

/** the keyword box and one control per filter of the resource definition (lib/filter-bar: folded on phones) */
export function ResourceFilters({
  resource,
  showWardFilter,
  filters,
  keyword,
  onSearch,
  onFilter,
  onClear,
}: ResourceFiltersProps) {
  const shownFilters = resource.list.filters.filter((key) => showWardFilter || resource.fields[key].kind !== 'ward');
  return (
    <FilterBar
      testId="resource-filters"
      activeCount={countActiveFilters(shownFilters.map((key) => filters[key]))}
      onClear={onClear}
      search={
        resource.list.search.length > 0 && (
          <Input.Search
            allowClear
            key={keyword}
            defaultValue={keyword}
            placeholder={searchPlaceholder(resource)}
            aria-label="Tìm kiếm"
            enterButton="Tìm kiếm"
            onSearch={(value) => onSearch(value.trim())}
            style={{ width: 460, maxWidth: '100%' }}
            data-testid="resource-search"
          />
        )
      }
    >
      {shownFilters.map((key) => {
        const field = resource.fields[key];
        const common = {
          allowClear: true,
          placeholder: field.label,
          'aria-label': field.label,
          'data-testid': `resource-filter-${key}`,
          style: { width: FILTER_WIDTH },
        };
        switch (field.kind) {
          case 'ward':
            return (
              <WardSelect
                key={key}
                {...common}
                value={(filters[key] as number | undefined) ?? null}
                onChange={(value) => onFilter(key, value)}
              />
            );
          case 'boolean':
            return (
              <Select
                key={key}
                {...common}
                value={filters[key] ?? undefined}
                options={BOOLEAN_OPTIONS}
                onChange={(value) => onFilter(key, value)}
              />
            );
          case 'select':
            return (
              <Select
                key={key}
                {...common}
                value={filters[key] ?? undefined}
                options={(field.options ?? []).map((option) => ({ ...option }))}
                onChange={(value) => onFilter(key, value)}
              />
            );
          default:
            return (
              <Input
                key={key}
                {...common}
                defaultValue={(filters[key] as string | undefined) ?? ''}
                onPressEnter={(event) => onFilter(key, event.currentTarget.value.trim())}
                onChange={(event) => {
                  if (event.target.value === '') onFilter(key, undefined);
                }}
              />
            );
        }
      })}
    </FilterBar>
  );
}
