import { formatCalendarDay } from '@console/shared/dates';
import { calendarDayToPicker, pickerToApiDay } from '../calendar-day';
import { DayPicker } from '../forms/day-picker';
import type { WebKind } from './web-kind';

export const date: WebKind = {
  control: (field) => <DayPicker field={field} />,
  cell: (_field, key, row) => (typeof row[key] === 'string' ? formatCalendarDay(row[key]) : ''),
  toInput: pickerToApiDay,
  toForm: calendarDayToPicker,
};
