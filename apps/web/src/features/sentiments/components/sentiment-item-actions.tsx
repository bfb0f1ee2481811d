import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, InboxOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { Envelope } from '@console/shared/api-types';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { reportMutation } from '../../../lib/envelope-mutation';
import { askConfirmation } from '../../../lib/result-helper';
import { useArchiveSentiment } from '../api/archive-sentiment';
import { useChangeSentimentActive } from '../api/change-sentiment-active';
import { useDeleteSentiment } from '../api/delete-sentiment';
import { useReopenSentiment } from '../api/reopen-sentiment';

interface SentimentItemActionsProps {
  entry: SentimentDetail;
  /** the version the screen shows: an action on a changed item is refused (409) */
  version: string | null;
  /** after a successful delete: the item is gone, leave its screen */
  onDeleted: () => void;
}

/** archive, reopen, public flag and delete: each when allowed_actions has it, each after a question */
export function SentimentItemActions({ entry, version, onDeleted }: SentimentItemActionsProps) {
  const archive = useArchiveSentiment();
  const reopen = useReopenSentiment();
  const changeActive = useChangeSentimentActive();
  const deletion = useDeleteSentiment();
  const allowed = (action: SentimentDetail['allowed_actions'][number]) => entry.allowed_actions.includes(action);

  const run = async (question: string, call: () => Promise<Envelope<unknown>>, onSuccess?: () => void) => {
    if (!(await askConfirmation(question))) return;
    await reportMutation(call(), { done: onSuccess });
  };

  return (
    <Space wrap data-testid="sentiment-item-actions">
      {allowed('reopen') && (
        <Button
          icon={<RollbackOutlined />}
          loading={reopen.isPending}
          onClick={() => run('Mở lại xử lý phản ánh này?', () => reopen.mutateAsync({ id: entry.id, version }))}
          data-testid="action-reopen"
        >
          Mở lại xử lý
        </Button>
      )}
      {allowed('archive') && (
        <Button
          icon={<InboxOutlined />}
          loading={archive.isPending}
          onClick={() => run('Lưu trữ phản ánh này?', () => archive.mutateAsync({ id: entry.id, version }))}
          data-testid="action-archive"
        >
          Lưu trữ
        </Button>
      )}
      {allowed('change_active') && (
        <Button
          icon={entry.active ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          loading={changeActive.isPending}
          onClick={() =>
            run(entry.active ? 'Chuyển phản ánh này sang không công khai?' : 'Công khai phản ánh này?', () =>
              changeActive.mutateAsync({ id: entry.id, active: !entry.active, version }),
            )
          }
          data-testid="action-change-active"
        >
          {entry.active ? 'Chuyển sang không công khai' : 'Công khai'}
        </Button>
      )}
      {allowed('delete') && (
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={deletion.isPending}
          onClick={() => run('Xoá phản ánh này?', () => deletion.mutateAsync({ id: entry.id, version }), onDeleted)}
          data-testid="action-delete"
        >
          Xoá
        </Button>
      )}
    </Space>
  );
}
