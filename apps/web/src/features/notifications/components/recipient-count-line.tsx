import { TeamOutlined } from '@ant-design/icons';
import { Alert, Spin } from 'antd';
import { useMemo } from 'react';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { RECIPIENT_KEYS, type RecipientKey } from '@console/shared/forms/notification';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecipientCount } from '../api/count-recipients';
import type { RecipientChoice } from '../api/notification-keys';

/** the choice as the API reads it: only the lists that hold something */
export function chosenOnly(
  choice: Partial<Record<RecipientKey, number[] | null | undefined>>,
): Partial<RecipientChoice> {
  return Object.fromEntries(
    RECIPIENT_KEYS.filter((key) => (choice[key]?.length ?? 0) > 0).map((key) => [key, choice[key]]),
  );
}

/** waits this long after the last change before asking: a few quick picks make one request */
const COUNT_DEBOUNCE_MS = 500;

interface RecipientCountLineProps {
  choice: Partial<Record<RecipientKey, number[] | null | undefined>>;
  /** the form's own refusal of the choice ('Vui lòng chọn người nhận thông báo') */
  error?: string | null;
}

/** 'Số người nhận dự kiến: N', asked again as the choice changes; the server's refusal shows in its place */
export function RecipientCountLine({ choice, error }: RecipientCountLineProps) {
  // compared as text: the form hands a new object at each render, the same choice must not restart the wait
  const debouncedText = useDebouncedValue(JSON.stringify(chosenOnly(choice)), COUNT_DEBOUNCE_MS);
  const debounced = useMemo(() => JSON.parse(debouncedText) as Partial<RecipientChoice>, [debouncedText]);
  const anything = Object.keys(debounced).length > 0;
  const count = useRecipientCount(debounced, anything);
  const answer = count.data;

  if (error) return <Alert type="error" showIcon message={error} data-testid="recipient-count" />;
  if (!anything)
    return <Alert type="warning" showIcon message="Chưa chọn người nhận thông báo" data-testid="recipient-count" />;
  if (answer && answer.code !== SUCCESS_CODE)
    return <Alert type="error" showIcon message={answer.message} data-testid="recipient-count" />;
  return (
    <Alert
      type="info"
      icon={<TeamOutlined />}
      showIcon
      data-testid="recipient-count"
      message={
        <span>
          Số người nhận dự kiến:{' '}
          <strong data-testid="recipient-count-value">
            {answer ? answer.data.total.toLocaleString('vi-VN') : '…'}
          </strong>
          {count.isFetching && <Spin size="small" style={{ marginInlineStart: 8 }} />}
        </span>
      }
    />
  );
}
