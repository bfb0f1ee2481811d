import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { vietnamDay } from '@console/shared/dates';
import { keepEnterInPicker } from '../../../lib/forms/keep-enter-in-picker';

/** the days before today in Vietnam cannot be picked: the server refuses a time already past */
const isBeforeTodayInVietnam = (day: Dayjs) => day.format('YYYY-MM-DD') < (vietnamDay(new Date()) ?? '');

interface SchedulePickerProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
}

/** DD/MM/YYYY HH:mm on Vietnam's wall clock (lib/vietnam-wall-clock), whatever the browser's zone; empty: send now */
export function SchedulePicker(props: SchedulePickerProps) {
  return (
    <DatePicker
      {...props}
      allowClear
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      placeholder="DD/MM/YYYY HH:mm"
      disabledDate={isBeforeTodayInVietnam}
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%', maxWidth: 280 }}
      data-testid="notification-schedule"
    />
  );
}
