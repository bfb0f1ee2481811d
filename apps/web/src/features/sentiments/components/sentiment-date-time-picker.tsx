import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { keepEnterInPicker } from '../../../lib/forms/keep-enter-in-picker';
import { isDayBeforeToday } from './sentiment-dates';

interface SentimentDateTimePickerProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  allowClear?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

/** DD/MM/YYYY HH:mm on Vietnam's clock; days before today (in Vietnam) cannot be picked (spec §5) */
export function SentimentDateTimePicker(props: SentimentDateTimePickerProps) {
  return (
    <DatePicker
      {...props}
      allowClear={props.allowClear ?? false}
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      placeholder={props.placeholder ?? 'DD/MM/YYYY HH:mm'}
      disabledDate={isDayBeforeToday}
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
    />
  );
}
