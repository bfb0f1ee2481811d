import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';

export interface Option {
  value: number;
  label: string;
}

interface SearchableMultiSelectProps {
  id?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  /** the options matching what is typed (the server searched them) */
  options: Option[];
  /** names of chosen values found elsewhere (looked up by id on an edit screen) */
  known?: ReadonlyMap<number, string>;
  onSearch: (keyword: string) => void;
  loading: boolean;
  placeholder: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A multi-select searched on the server. Every name it has shown is remembered: a chosen unit keeps its name after a
 * search whose results no longer hold it, instead of turning into its bare id.
 */
export function SearchableMultiSelect({
  options,
  known,
  value,
  onChange,
  onSearch,
  ...rest
}: SearchableMultiSelectProps) {
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    if (options.some((option) => seen.get(option.value) !== option.label))
      setSeen((current) => new Map([...current, ...options.map((o) => [o.value, o.label] as const)]));
  }, [options, seen]);

  const chosen = useMemo(() => value ?? [], [value]);
  const shown = useMemo(() => {
    const listed = new Set(options.map((option) => option.value));
    const kept = chosen
      .filter((id) => !listed.has(id))
      .map((id) => ({ value: id, label: seen.get(id) ?? known?.get(id) ?? `#${id}` }));
    return [...kept, ...options];
  }, [options, chosen, seen, known]);

  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={onSearch}
      // the list comes back whole once the dropdown closes, not filtered by the last word typed
      onOpenChange={(open) => !open && onSearch('')}
      options={shown}
      value={chosen}
      onChange={(next) => onChange?.(next)}
      notFoundContent={rest.loading ? 'Đang tải…' : 'Không có dữ liệu'}
      maxTagTextLength={40}
      style={{ width: '100%' }}
    />
  );
}

/** ids chosen that none of these names: the ones to look up by id */
export function unnamedIds(ids: readonly number[] | null | undefined, options: readonly Option[], ready: boolean) {
  if (!ready || !ids?.length) return [];
  const listed = new Set(options.map((option) => option.value));
  return ids.filter((id) => !listed.has(id));
}
