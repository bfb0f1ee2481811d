import { InputNumber } from 'antd';
import type { WebKind } from './web-kind';

const numberFormat = new Intl.NumberFormat('vi-VN');

export const number: WebKind = {
  control: (field) => (
    <InputNumber min={0} max={field.max} precision={field.integer ? 0 : undefined} style={{ width: '100%' }} />
  ),
  cell: (_field, key, row) => (typeof row[key] === 'number' ? numberFormat.format(row[key]) : String(row[key] ?? '')),
  filter: ({ field, value, onChange, common }) => (
    <InputNumber<number>
      {...common}
      min={0}
      max={field.max}
      precision={field.integer ? 0 : undefined}
      value={typeof value === 'number' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  ),
  numericFilter: true,
  align: 'right',
};
