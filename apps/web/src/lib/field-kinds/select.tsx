import { Select } from 'antd';
import type { FieldDef } from '@console/shared/validation/field-defs';
import type { WebKind } from './web-kind';
import { lowerLabel } from '../lower-label';

const optionsOf = (field: FieldDef) => (field.options ?? []).map((option) => ({ ...option }));

export const select: WebKind = {
  control: (field) => <Select allowClear placeholder={`Chọn ${lowerLabel(field.label)}`} options={optionsOf(field)} />,
  cell: (field, key, row) =>
    field.options?.find((option) => option.value === row[key])?.label ?? String(row[key] ?? ''),
  filter: ({ field, value, onChange, common }) => (
    <Select {...common} allowClear value={value ?? undefined} options={optionsOf(field)} onChange={onChange} />
  ),
};
