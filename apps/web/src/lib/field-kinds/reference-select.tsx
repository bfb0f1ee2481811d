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

/** a searchable select over another resource's rows (GET /api/admin/{to}?keyword=), showing their names */
export function ReferenceSelect({ to, knownName, value, onChange, ...rest }: ReferenceSelectProps) {
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
  const options = useMemo(() => {
    const list = (rows.data?.data?.entries ?? []).map((row) => ({
      value: row.id as number,
      label: String(row[title]),
    }));
    if (value && knownName && !list.some((option) => option.value === value)) list.unshift({ value, label: knownName });
    return list;
  }, [rows.data, title, value, knownName]);

  return (
    <Select<number | null>
      {...rest}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={rows.isFetching}
      options={options}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      notFoundContent={rows.isFetching ? 'Đang tải…' : 'Không có dữ liệu'}
    />
  );
}
