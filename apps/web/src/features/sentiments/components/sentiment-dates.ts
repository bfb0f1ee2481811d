import dayjs, { type Dayjs } from 'dayjs';
import { vietnamDay } from '@console/shared/dates';

import { instantToPicker } from '../../../lib/vietnam-wall-clock';

export { instantToPicker, pickerToInstant } from '../../../lib/vietnam-wall-clock';

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
