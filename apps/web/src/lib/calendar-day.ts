import dayjs, { type Dayjs } from 'dayjs';
import { isSentinelDate, toApiBirthday } from '@console/shared/dates';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar day ('YYYY-MM-DD' or the birthday form 'YYYY-MM-DDT00:00:00Z') names a day, not an instant: it is shown
 * as written. Going through a time zone would move it a day back in browsers east of UTC+7.
 */
export function formatCalendarDay(value: string | null | undefined): string {
  if (!value || isSentinelDate(value)) return '';
  const match = DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** the DatePicker value (local midnight of that day) */
export function calendarDayToPicker(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || isSentinelDate(value)) return null;
  const match = DAY.exec(value);
  return match ? dayjs(match[0]) : null;
}

/** the picked day as the API's birthday: date + T00:00:00Z (spec §3), whatever the browser's zone */
export function pickerToApiDay(value: unknown): string | null {
  if (!dayjs.isDayjs(value) || !value.isValid()) return null;
  return toApiBirthday(`${value.format('YYYY-MM-DD')}T00:00:00+07:00`);
}
