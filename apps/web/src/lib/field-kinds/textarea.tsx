import { Input, Typography } from 'antd';
import { maxLengthOf } from '@console/shared/validation/field-defs';
import { text } from './text';
import { clampedCell } from './text-cells';
import type { WebKind } from './web-kind';

export const textarea: WebKind = {
  control: (field) => (
    <Input.TextArea maxLength={maxLengthOf(field)} autoSize={{ minRows: 3, maxRows: 10 }} showCount />
  ),
  cell: (_field, key, row) => clampedCell(String(row[key] ?? '')),
  detail: (_field, key, row) => (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{String(row[key] ?? '')}</Typography.Paragraph>
  ),
  filter: text.filter,
};
