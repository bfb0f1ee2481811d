import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useWards, wardLabel, type WardOption } from '../../../lib/wards/list-wards';

interface WardPickerBase {
  id?: string;
  /** wards that may not be chosen here (those chosen in the other picker) */
  exclude: readonly number[];
  placeholder: string;
  'data-testid'?: string;
}

interface MultipleProps extends WardPickerBase {
  multiple: true;
  value: WardOption[];
  onChange: (wards: WardOption[]) => void;
}

interface SingleProps extends WardPickerBase {
  multiple?: false;
  value: WardOption | null;
  onChange: (ward: WardOption | null) => void;
}

/**
 * A searchable picker over GET /api/admin/wards (the caller's units, merged wards left out) that hands back whole
 * wards, not ids: the merger's summary and question name them, and chosen wards keep their label whatever is searched.
 */
export function WardPicker(props: MultipleProps | SingleProps) {
  const { exclude, placeholder } = props;
  const [keyword, setKeyword] = useState('');
  const wards = useWards(useDebouncedValue(keyword.trim(), 300));
  const value = props.value;

  const { options, byId } = useMemo(() => {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    const found = wards.data?.data?.entries ?? [];
    const all = [...chosen, ...found.filter((ward) => !chosen.some((c) => c.id === ward.id))];
    const showProvince = new Set(all.map((ward) => ward.province_id)).size > 1;
    return {
      byId: new Map(all.map((ward) => [ward.id, ward])),
      options: all
        .filter((ward) => !exclude.includes(ward.id))
        .map((ward) => ({ value: ward.id, label: wardLabel(ward, showProvince) })),
    };
  }, [wards.data, value, exclude]);

  const common = {
    id: props.id,
    placeholder,
    'data-testid': props['data-testid'],
    showSearch: true,
    filterOption: false,
    onSearch: setKeyword,
    onOpenChange: (open: boolean) => {
      if (!open) setKeyword('');
    },
    loading: wards.isFetching,
    options,
    allowClear: true,
    notFoundContent: wards.isFetching ? 'Đang tải...' : 'Không tìm thấy xã/phường',
    style: { width: '100%' },
  };

  if (props.multiple) {
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={props.value.map((ward) => ward.id)}
        onChange={(ids) => {
          props.onChange(ids.flatMap((id) => byId.get(id) ?? []));
          setKeyword('');
        }}
      />
    );
  }
  return (
    <Select<number | null>
      {...common}
      value={props.value?.id ?? undefined}
      onChange={(id) => props.onChange(id === null || id === undefined ? null : (byId.get(id) ?? null))}
    />
  );
}
