import { referenceNameKey } from '@console/shared/field-kinds/reference';
import { ReferenceSelect } from './reference-select';
import type { WebKind } from './web-kind';
import { lowerLabel } from '../lower-label';

export const reference: WebKind = {
  control: (field, context) => (
    <ReferenceSelect
      to={field.to ?? ''}
      knownName={context.entry ? (context.entry[referenceNameKey(context.name ?? '')] as string | null) : null}
      allowClear={!field.required}
      placeholder={`Chọn ${lowerLabel(field.label)}`}
      style={{ width: '100%' }}
    />
  ),
  cell: (_field, key, row) => String(row[referenceNameKey(key)] ?? ''),
  filter: ({ field, value, onChange, common }) => (
    <ReferenceSelect
      {...common}
      to={field.to ?? ''}
      allowClear
      value={(value as number | undefined) ?? null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  ),
  numericFilter: true,
};
