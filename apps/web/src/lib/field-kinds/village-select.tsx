import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { api } from '../api-client';

/** GET /api/admin/villages?ward_id=: a ward's hamlets (the users' unit pickers share the cache key) */
function useWardVillages(wardId: number | null | undefined) {
  return useQuery({
    queryKey: ['units', 'villages', wardId ?? 0],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: { id: number; name: string }[] }>('/api/admin/villages', {
        query: { ward_id: wardId ?? 0, length: 100 },
        signal,
      }),
    enabled: Boolean(wardId),
  });
}

interface VillageSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  allowClear?: boolean;
  placeholder?: string;
}

/** the hamlets of the ward the form has chosen (its `ward_id`); empty until a ward is chosen */
export function VillageSelect({ id, value, onChange, allowClear, placeholder }: VillageSelectProps) {
  const form = Form.useFormInstance();
  const wardId = Form.useWatch('ward_id', form) as number | null | undefined;
  const villages = useWardVillages(wardId);
  const options = (villages.data?.data?.entries ?? []).map((village) => ({ value: village.id, label: village.name }));
  return (
    <Select
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear={allowClear}
      placeholder={wardId ? placeholder : 'Chọn xã/phường trước'}
      disabled={!wardId}
      loading={villages.isFetching}
      options={options}
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      data-testid="village-select"
    />
  );
}
