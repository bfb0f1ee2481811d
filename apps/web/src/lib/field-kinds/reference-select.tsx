import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { titleField } from '@console/shared/resources/define-resource';
import type { FieldDef } from '@console/shared/validation/field-defs';
import { api, type QueryValue } from '../api-client';
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
  /** list filters narrowing the rows offered (a category of the service's kind) */
  where?: Record<string, QueryValue>;
}

/** the first rows of another resource matching what is typed (GET /api/admin/{to}?keyword=), as select options;
 *  `where`: the target list's filters narrowing them */
export function useReferenceOptions(to: string, where?: Record<string, QueryValue>, enabled = true) {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const title = titleField(resourceNamed(to) ?? { fields: {} });
  const rows = useQuery({
    queryKey: ['resource', to, 'options', debounced, where ?? null],
    queryFn: ({ signal }) =>
      api.get<{ entries: Record<string, unknown>[] }>(`/api/admin/${to}`, {
        query: { ...where, length: PAGE, keyword: debounced },
        signal,
      }),
    enabled,
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
export function ReferenceSelect({ to, knownName, value, onChange, where, ...rest }: ReferenceSelectProps) {
  const { found, setKeyword, loading } = useReferenceOptions(to, where);
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

/**
 * A reference whose target must agree with another field of the row (define-resource field `matches`: a category of
 * the service's kind): offers only such rows, by the view's fixed value or the form's current one; all of them until
 * that field is chosen (the server refuses a mismatch either way).
 */
export function MatchingReferenceSelect({
  matches,
  fixed,
  ...rest
}: ReferenceSelectProps & { matches: NonNullable<FieldDef['matches']>; fixed?: { field: string; value: string } }) {
  const form = Form.useFormInstance();
  const watched = Form.useWatch(matches.field, form) as unknown;
  const own = fixed?.field === matches.field ? fixed.value : watched;
  const wanted = own === undefined || own === null ? undefined : matches.values[String(own)];
  return <ReferenceSelect {...rest} where={wanted ? { [matches.targetField]: wanted } : undefined} />;
}
