import { Input } from 'antd';
import { maxLengthOf } from '@console/shared/validation/field-defs';
import { textCell } from './text-cells';
import type { WebKind } from './web-kind';

export const text: WebKind = {
  control: (field) => <Input maxLength={maxLengthOf(field)} />,
  cell: textCell,
  filter: ({ value, onChange, common }) => (
    <Input
      {...common}
      allowClear
      defaultValue={(value as string | undefined) ?? ''}
      onPressEnter={(event) => onChange(event.currentTarget.value.trim())}
      onChange={(event) => {
        if (event.target.value === '') onChange(undefined);
      }}
    />
  ),
};
