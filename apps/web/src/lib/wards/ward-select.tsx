import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { useWardName, useWards, wardLabel } from './list-wards';

export interface WardSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** the label of the current value when it is not among the first results (edit screens, pinned wards) */
  knownOption?: { id: number; name: string } | null;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** a searchable ward picker fed by GET /api/admin/wards (shows `name`) */
export function WardSelect({ knownOption, onChange, value, disabled, ...rest }: WardSelectProps) {
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 300);
  const wards = useWards(debouncedKeyword, !disabled);
  const entries = wards.data?.data?.entries;
  // a value from the address bar (a list filter after a reload) may lie beyond the first results: its name is asked
  const unknown =
    typeof value === 'number' &&
    knownOption?.id !== value &&
    entries !== undefined &&
    !entries.some((ward) => ward.id === value);
  const chosen = useWardName(value, unknown);
  const chosenEntry = chosen.data?.data?.entry;
  const known = knownOption ?? (chosenEntry ? { id: chosenEntry.id, name: chosenEntry.name } : null);

  const options = useMemo(() => {
    const showProvince = new Set((entries ?? []).map((ward) => ward.province_id)).size > 1;
    const list = (entries ?? []).map((ward) => ({ value: ward.id, label: wardLabel(ward, showProvince) }));
    if (known && !list.some((option) => option.value === known.id)) {
      list.unshift({ value: known.id, label: known.name });
    }
    return list;
  }, [entries, known?.id, known?.name]);

  return (
    <Select<number | null>
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      disabled={disabled}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
      loading={wards.isFetching}
      options={options}
    />
  );
}
