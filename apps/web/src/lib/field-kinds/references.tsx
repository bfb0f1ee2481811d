import { Form, Select, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { referencesNamesKey } from '@console/shared/field-kinds/references';
import { lowerLabel } from '../lower-label';
import { reference } from './reference';
import { useReferenceOptions, withKnown } from './reference-select';
import type { WebKind } from './web-kind';

interface ReferencesSelectProps {
  to: string;
  id?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  /** the stored ids' names (the edit screen), in their order */
  known: { value: number; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  /** rows of the form's ward only (define-resource field `sameWard`: the hamlets a service reaches) */
  sameWard?: boolean;
}

/** several rows of another resource, searched as typed, kept in the order picked */
function ReferencesSelect({
  to,
  known,
  value,
  onChange,
  sameWard,
  placeholder,
  disabled,
  ...rest
}: ReferencesSelectProps) {
  const form = Form.useFormInstance();
  const wardId = Form.useWatch('ward_id', form) as number | null | undefined;
  const waiting = Boolean(sameWard) && !wardId;
  const { found, setKeyword, loading } = useReferenceOptions(to, sameWard ? { ward_id: wardId } : undefined, !waiting);
  const options = useMemo(() => withKnown(found, known), [found, known]);
  return (
    <Select<number[]>
      {...rest}
      placeholder={waiting ? 'Chọn xã/phường trước' : placeholder}
      disabled={disabled || waiting}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={loading}
      options={options}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      notFoundContent={loading ? 'Đang tải…' : 'Không có dữ liệu'}
      style={{ width: '100%' }}
    />
  );
}

/** the row's names of its references, in the stored order */
const namesOf = (key: string, row: Record<string, unknown>) => {
  const names = row[referencesNamesKey(key)];
  return Array.isArray(names) ? (names as string[]) : [];
};

export const references: WebKind = {
  control: (field, context) => {
    const ids = (context.entry?.[context.name ?? ''] as number[] | null | undefined) ?? [];
    const names = context.entry ? namesOf(context.name ?? '', context.entry) : [];
    return (
      <ReferencesSelect
        to={field.to ?? ''}
        known={ids.map((value, i) => ({ value, label: names[i] ?? `#${value}` }))}
        placeholder={`Chọn ${lowerLabel(field.label)}`}
        sameWard={field.sameWard}
      />
    );
  },
  cell: (_field, key, row) => {
    const names = namesOf(key, row);
    // the history shows ids alone (a removed tag has no name left)
    if (!names.length && Array.isArray(row[key])) return (row[key] as number[]).map((id) => `#${id}`).join(', ');
    return (
      <Space size={[4, 4]} wrap>
        {names.map((name) => (
          <Tag key={name} style={{ marginInlineEnd: 0 }}>
            {name}
          </Tag>
        ))}
      </Space>
    );
  },
  // the list filters on one of them: the single reference's filter
  filter: reference.filter,
  numericFilter: true,
};
