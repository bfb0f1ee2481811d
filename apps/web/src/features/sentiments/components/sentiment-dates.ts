import dayjs, { type Dayjs } from 'dayjs';
import { inVietnam, toApiDate, vietnamDay } from '@console/shared/dates';

// The pickers show Vietnam's wall clock (UTC+7) whatever the browser's zone: a picker value is a local Dayjs whose
// fields are the Vietnamese reading, and it goes back through the shared helpers, which read such a plain text as
// Vietnam time.

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss';

/** an instant from the API → the picker's value; empty and sentinel dates give no value */
export function instantToPicker(value: string | null | undefined): Dayjs | null {
  const reading = inVietnam(value);
  return reading ? dayjs(reading.format(WALL_CLOCK)) : null;
}

/** the picked Vietnamese date-time → UTC ISO with Z (spec §5) */
export function pickerToInstant(value: Dayjs | null | undefined): string | null {
  if (!value || !value.isValid()) return null;
  return toApiDate(value.format(WALL_CLOCK));
}

/** now on Vietnam's wall clock, as a picker value */
export const nowInVietnamPicker = () => instantToPicker(new Date().toISOString());

/** spec §5: the pickers refuse days before today in Vietnam */
export function isDayBeforeToday(day: Dayjs): boolean {
  return day.format('YYYY-MM-DD') < (vietnamDay(new Date()) ?? '');
}

/** a picked calendar day as the list's 'YYYY-MM-DD' filter, and back */
export const pickerToDay = (value: Dayjs | null | undefined) =>
  value && value.isValid() ? value.format('YYYY-MM-DD') : null;
export const dayToPicker = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
