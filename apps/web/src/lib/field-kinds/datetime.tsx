import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime } from '@console/shared/dates';
import { instantToPicker, pickerToInstant } from '../vietnam-wall-clock';
import type { WebKind } from './web-kind';

export const datetime: WebKind = {
  control: () => <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />,
  cell: (_field, key, row) => formatDateTime(row[key] as string | null),
  // the picker reads and writes Vietnam's wall clock (spec §1: UTC+7), whatever the browser's zone
  toInput: (value) => (dayjs.isDayjs(value) ? pickerToInstant(value as Dayjs) : (value ?? null)),
  toForm: (value) => (typeof value === 'string' ? (instantToPicker(value) ?? undefined) : undefined),
};
