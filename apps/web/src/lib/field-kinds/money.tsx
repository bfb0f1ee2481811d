import { InputNumber } from 'antd';
import { MONEY_MAX } from '@console/shared/field-kinds/money';
import type { WebKind } from './web-kind';

const money = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
// thousands separated by dots as Vietnamese write them: 4.500.000
const grouped = (value: number | string | undefined) => String(value ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const digits = (text: string | undefined) => Number((text ?? '').replace(/\D/g, '') || 0);

/** an amount in đồng: typed with its thousands separators, shown as '4.500.000 ₫' */
export const moneyKind: WebKind = {
  control: () => (
    <InputNumber<number>
      min={0}
      max={MONEY_MAX}
      precision={0}
      formatter={grouped}
      parser={digits}
      addonAfter="đ"
      inputMode="numeric"
      controls={false}
      style={{ width: '100%' }}
    />
  ),
  cell: (_field, key, row) => (typeof row[key] === 'number' ? money.format(row[key]) : ''),
  align: 'right',
};
