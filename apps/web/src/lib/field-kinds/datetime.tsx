import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime } from '@console/shared/dates';
import type { WebKind } from './web-kind';

export const datetime: WebKind = {
  control: () => <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} />,
  cell: (_field, key, row) => formatDateTime(row[key] as string | null),
  toInput: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).toISOString() : (value ?? null)),
  toForm: (value) => (typeof value === 'string' ? dayjs(value) : undefined),
};
