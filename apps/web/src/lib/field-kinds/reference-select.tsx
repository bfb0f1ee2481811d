import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { titleField } from '@console/shared/resources/define-resource';
import { api } from '../api-client';
import { resourceNamed } from '../resources';
import { useDebouncedValue } from '../use-debounced-value';

const PAGE = 50;

interface ReferenceSelectProps {
  /** the target resource's API name (smart-device-types) */
  to: string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** the current value's name when it is not among the first results (the edit screen) */
  knownName?: string | null;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** the first rows of another resource matching what is typed (GET /api/admin/{to}?keyword=), as select options */
export function useReferenceOptions(to: string) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const title = titleField(resourceNamed(to) ?? { fields: {} });
  const rows = useQuery({
    queryKey: ['resource', to, 'options', debounced],
    queryFn: ({ signal }) =>
      api.get<{ entries: Record<string, unknown>[] }>(`/api/admin/${to}`, {
        query: { length: PAGE, keyword: debounced },
        signal,
      }),
    staleTime: 60_000,
  });
  const found = useMemo(
    () => (rows.data?.data?.entries ?? []).map((row) => ({ value: row.id as number, label: String(row[title]) })),
    [rows.data, title],
  );
  return { found, setKeyword, loading: rows.isFetching };
}

/** the options with the current values' names first when the first results do not hold them (an edit screen) */
export function withKnown(found: { value: number; label: string }[], known: { value: number; label: string }[]) {
  return [...known.filter((option) => !found.some((f) => f.value === option.value)), ...found];
}

/** a searchable select over another resource's rows (GET /api/admin/{to}?keyword=), showing their names */
export function ReferenceSelect({ to, knownName, value, onChange, ...rest }: ReferenceSelectProps) {
  const { found, setKeyword, loading } = useReferenceOptions(to);
  const options = useMemo(
    () => withKnown(found, value && knownName ? [{ value, label: knownName }] : []),
    [found, value, knownName],
  );

  return (
    <Select<number | null>
      {...rest}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      options={options}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      notFoundContent={loading ? 'Đang tải…' : 'Không có dữ liệu'}
    />
  );
}
