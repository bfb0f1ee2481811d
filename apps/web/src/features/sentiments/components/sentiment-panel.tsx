import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { refusal, WRONG_STATE_MESSAGES, type SentimentAction } from '@console/shared/domain/sentiments';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { detailPath, modeForStatus, type DetailMode } from '../routes/sentiment-paths';
import { CompleteForm } from './complete-form';
import { ReceiveForm } from './receive-form';
import { ResultView } from './result-view';
import { SentimentOptions } from './sentiment-options';
import { UpdateForm } from './update-form';

const FORM_ACTIONS: Partial<Record<DetailMode, SentimentAction>> = {
  receive: 'receive',
  update: 'update',
  'complete-sentiment': 'complete',
};

const NO_RIGHT_MESSAGE = 'Bạn không có quyền thực hiện thao tác này với phản ánh';

/** why a form's action is not offered now: the state machine's reason, else the caller's rights */
function unavailableReason(action: SentimentAction, entry: SentimentDetail): string {
  const reason = refusal(action, {
    status: entry.status,
    received: entry.received_at !== null,
    archived: entry.archived_at !== null,
    deleted: false,
    evaluated: entry.evaluation !== null,
  });
  return reason ?? (entry.allowed_actions.length ? NO_RIGHT_MESSAGE : WRONG_STATE_MESSAGES[action]);
}

/** the part of the detail screen the route decides: options, one of the three forms, or the result */
export function SentimentPanel({
  entry,
  version,
  mode,
}: {
  entry: SentimentDetail;
  version: string | null;
  mode: DetailMode;
}) {
  const navigate = useNavigate();
  const action = FORM_ACTIONS[mode];
  if (action && !entry.allowed_actions.includes(action)) {
    // a stale link, or another officer moved the item meanwhile
    const current = modeForStatus(entry.status, entry.received_at !== null);
    return (
      <Alert
        type="warning"
        showIcon
        message={unavailableReason(action, entry)}
        action={
          <Button onClick={() => navigate(detailPath(current, entry.id), { replace: true })}>Xem phản ánh</Button>
        }
        data-testid="sentiment-unavailable"
      />
    );
  }
  switch (mode) {
    case 'receive':
      return <ReceiveForm entry={entry} version={version} />;
    case 'update':
      return <UpdateForm entry={entry} version={version} />;
    case 'complete-sentiment':
      return <CompleteForm entry={entry} version={version} />;
    case 'result':
      return <ResultView entry={entry} />;
    default:
      return <SentimentOptions entry={entry} mode={mode} />;
  }
}
