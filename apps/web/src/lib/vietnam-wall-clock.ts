import dayjs, { type Dayjs } from 'dayjs';
import { inVietnam, toApiDate } from '@console/shared/dates';

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
