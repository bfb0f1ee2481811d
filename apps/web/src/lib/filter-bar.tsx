import { ClearOutlined, DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Space } from 'antd';
import { Children, useState, type ReactNode } from 'react';
import type { QueryValue } from './api-client';
import { useIsPhone } from './use-viewport';

interface FilterBarProps {
  /** the keyword box: always in view, the whole width on a phone */
  search?: ReactNode;
  /** one control per filter; on a phone they stack behind 'Bộ lọc' */
  children?: ReactNode;
  /** how many filters hold a value: the count on the 'Bộ lọc' button */
  activeCount: number;
  /** empties every filter (not the keyword): 'Xoá bộ lọc' beside the button while some are set */
  onClear?: () => void;
  testId?: string;
}

/** how many of these filter values are set (a range of two keys counts once when given as one group) */
export function countActiveFilters(values: readonly (QueryValue | readonly QueryValue[])[]): number {
  const set = (value: QueryValue) => value !== null && value !== undefined && value !== '';
  return values.filter((value) => (Array.isArray(value) ? value.some(set) : set(value as QueryValue))).length;
}

/**
 * A list's filters. Desktop and tablet: the keyword box over one wrapping row of controls. Phone: the keyword box,
 * then a 'Bộ lọc' button with the number of filters in use; it unfolds the controls one under the other, each the
 * full width (a date range no longer leaves its card).
 */
export function FilterBar({ search, children, activeCount, onClear, testId }: FilterBarProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const hasFilters = Children.toArray(children).length > 0;

  if (!phone) {
    return (
      <Space direction="vertical" size={12} style={{ display: 'flex', marginBottom: 16 }} data-testid={testId}>
        {search}
        {hasFilters && <Space wrap>{children}</Space>}
      </Space>
    );
  }

  return (
    <div className="filter-bar" data-testid={testId}>
      {search && <div className="filter-bar__search">{search}</div>}
      {hasFilters && (
        <>
          <div className="filter-bar__toggle-row">
            <Button
              icon={<FilterOutlined />}
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              data-testid="filter-toggle"
            >
              Bộ lọc
              {activeCount > 0 && <Badge count={activeCount} size="small" color="#1677ff" data-testid="filter-count" />}
              {open ? <UpOutlined style={{ fontSize: 10 }} /> : <DownOutlined style={{ fontSize: 10 }} />}
            </Button>
            {activeCount > 0 && onClear && (
              <Button type="link" icon={<ClearOutlined />} onClick={onClear} data-testid="filter-clear">
                Xoá bộ lọc
              </Button>
            )}
          </div>
          {open && (
            <div className="filter-bar__fields" data-testid="filter-panel">
              {children}
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The list's keyword box: 'Tìm kiếm' button, cleared with ×, trimmed, full width on phones. Keyed on the keyword so a
 * change of the URL (back, 'Xoá bộ lọc') shows in it.
 */
export function KeywordSearch({
  keyword,
  placeholder,
  onSearch,
  testId,
}: {
  keyword: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  testId: string;
}) {
  return (
    <Input.Search
      allowClear
      key={keyword}
      defaultValue={keyword}
      placeholder={placeholder}
      aria-label="Tìm kiếm"
      enterButton="Tìm kiếm"
      onSearch={(value) => onSearch(value.trim())}
      style={{ width: 540, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
