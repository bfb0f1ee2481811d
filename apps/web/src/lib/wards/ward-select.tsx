import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { useWards, wardLabel } from './list-wards';

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

  const options = useMemo(() => {
    const entries = wards.data?.data?.entries ?? [];
    const showProvince = new Set(entries.map((ward) => ward.province_id)).size > 1;
    const list = entries.map((ward) => ({ value: ward.id, label: wardLabel(ward, showProvince) }));
    if (knownOption && !list.some((option) => option.value === knownOption.id)) {
      list.unshift({ value: knownOption.id, label: knownOption.name });
    }
    return list;
  }, [wards.data, knownOption]);

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
