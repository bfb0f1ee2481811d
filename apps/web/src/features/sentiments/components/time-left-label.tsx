import { Typography } from 'antd';
import { isPastDeadline, timeLeftText } from './time-left';

/** time to the deadline, red once it has passed */
export function TimeLeftLabel({ secondsLeft }: { secondsLeft: number | null | undefined }) {
  const text = timeLeftText(secondsLeft);
  if (!text) return null;
  return (
    <Typography.Text
      type={isPastDeadline(secondsLeft) ? 'danger' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      data-testid="sentiment-time-left"
    >
      {text}
    </Typography.Text>
  );
}
