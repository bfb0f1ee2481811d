import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { vietnamDay } from '@console/shared/dates';
import type { FieldDef } from '@console/shared/validation/field-defs';
import { keepEnterInPicker } from './keep-enter-in-picker';

/** a birthday cannot lie after today in Vietnam (UTC+7), the day the server compares with */
const isAfterTodayInVietnam = (day: Dayjs) => day.format('YYYY-MM-DD') > (vietnamDay(new Date()) ?? '');

/**
 * A DD/MM/YYYY day of a date field; Form.Item passes id, value and onChange through. A birthday (issue 10) greys out
 * the days after today and, while empty, opens years back instead of on the current month. Only while empty: antd
 * opens on `defaultPickerValue` whenever it is given, even over the field's own value.
 */
export function DayPicker({ field, ...props }: DatePickerProps & { field: FieldDef }) {
  const opensAt = field.openYearsAgo && !props.value ? dayjs().subtract(field.openYearsAgo, 'year') : undefined;
  return (
    <DatePicker
      {...props}
      format="DD/MM/YYYY"
      placeholder="DD/MM/YYYY"
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
      disabledDate={field.notAfterToday ? isAfterTodayInVietnam : undefined}
      defaultPickerValue={opensAt}
    />
  );
}
