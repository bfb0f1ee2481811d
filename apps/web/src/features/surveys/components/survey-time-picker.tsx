import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { keepEnterInPicker } from '../../../lib/forms/keep-enter-in-picker';

interface SurveyTimePickerProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  disabled?: boolean;
  'data-testid': string;
}

/**
 * DD/MM/YYYY HH:mm on Vietnam's wall clock (lib/vietnam-wall-clock, through the datetime kind), whatever the
 * browser's zone. Past days stay open: a survey may open at once, and closing early picks a time already near.
 */
export function SurveyTimePicker(props: SurveyTimePickerProps) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      placeholder="DD/MM/YYYY HH:mm"
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
    />
  );
}
