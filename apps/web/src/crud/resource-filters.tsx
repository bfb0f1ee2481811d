import { Input } from 'antd';
import { Fragment } from 'react';
import type { Resource } from '@console/shared/resources/define-resource';
import type { QueryValue } from '../lib/api-client';
import { countActiveFilters, FilterBar } from '../lib/filter-bar';
import { webKindOf } from '../lib/field-kinds';
import { lowerLabel } from '../lib/lower-label';

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
  const labels = resource.list.search.map((key) => lowerLabel(resource.fields[key].label));
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
  // a ward-level officer has one ward: a ward filter would only offer it
  const shownFilters = resource.list.filters.filter((key) => showWardFilter || key !== 'ward_id');
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
        const filter = webKindOf(field).filter;
        if (!filter) return null;
        const common = {
          placeholder: field.label,
          'aria-label': field.label,
          'data-testid': `resource-filter-${key}`,
          style: { width: FILTER_WIDTH },
        };
        return (
          <Fragment key={key}>
            {filter({
              field,
              value: filters[key],
              onChange: (value) => onFilter(key, value),
              common,
              fixed: resource.fixed,
            })}
          </Fragment>
        );
      })}
    </FilterBar>
  );
}
