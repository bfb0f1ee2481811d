import { Select } from 'antd';
import { useMemo } from 'react';
import type { UnitOption } from '../api/list-provinces';

interface UnitSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  entries: readonly UnitOption[] | undefined;
  /** the current value's label when the list does not hold it (edit screens) */
  known?: { id: number | null; name: string | null } | null;
  loading?: boolean;
  disabled?: boolean;
  placeholder: string;
  'data-testid'?: string;
}

/** a searchable Select over a short unit list (provinces, districts, the villages of one ward) */
export function UnitSelect({ entries, known, value, onChange, ...rest }: UnitSelectProps) {
  const options = useMemo(() => {
    const list = (entries ?? []).map((unit) => ({ value: unit.id, label: unit.name }));
    if (known?.id && known.name && !list.some((option) => option.value === known.id)) {
      list.unshift({ value: known.id, label: known.name });
    }
    return list;
  }, [entries, known]);

  return (
    <Select<number | null>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
    />
  );
}
