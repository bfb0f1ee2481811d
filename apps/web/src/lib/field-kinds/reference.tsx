import { referenceNameKey } from '@console/shared/field-kinds/reference';
import { MatchingReferenceSelect, ReferenceSelect } from './reference-select';
import type { WebKind } from './web-kind';
import { lowerLabel } from '../lower-label';

export const reference: WebKind = {
  control: (field, context) => {
    const props = {
      to: field.to ?? '',
      knownName: context.entry ? (context.entry[referenceNameKey(context.name ?? '')] as string | null) : null,
      allowClear: !field.required,
      placeholder: `Chọn ${lowerLabel(field.label)}`,
      style: { width: '100%' },
    };
    // a category of the service's kind: the picker offers only those
    return field.matches ? (
      <MatchingReferenceSelect {...props} matches={field.matches} fixed={context.fixed} />
    ) : (
      <ReferenceSelect {...props} />
    );
  },
  cell: (_field, key, row) => String(row[referenceNameKey(key)] ?? ''),
  filter: ({ field, value, onChange, common, fixed }) => (
    <ReferenceSelect
      {...common}
      to={field.to ?? ''}
      where={
        field.matches && fixed?.field === field.matches.field && field.matches.values[fixed.value]
          ? { [field.matches.targetField]: field.matches.values[fixed.value] }
          : undefined
      }
      allowClear
      value={(value as number | undefined) ?? null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  ),
  numericFilter: true,
};
