import { EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useParams } from 'react-router';
import { reportMutation } from '../../../lib/envelope-mutation';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useSendNotification } from '../api/send-notification';
import { NotificationFacts } from '../components/notification-facts';
import { BackToList, useNotificationEntry } from '../components/notification-loader';
import { notificationPaths } from '../components/notification-paths';
import { isUnsent } from '../components/notification-status-tag';
import { ReceiversTable } from '../components/receivers-table';
import { SendButton } from '../components/send-button';

/** spec §2 /admin/notifications/{id}/detail: what was written and chosen, then who received and read it */
export default function NotificationDetailPage() {
  const { id = '' } = useParams();
  const ability = useAppAbility();
  const { entry, fallback } = useNotificationEntry(id);
  const sending = useSendNotification();
  const canChange = entry !== null && isUnsent(entry) && ability.can('update', 'sys_notifications');

  return (
    <PageSection
      title={entry?.title ?? 'Chi tiết thông báo'}
      extra={
        <Space wrap>
          <BackToList />
          {canChange && (
            <LinkButton to={notificationPaths.edit(entry.id)} icon={<EditOutlined />} data-testid="notification-edit">
              Sửa
            </LinkButton>
          )}
          {canChange && (
            <SendButton
              row={entry}
              label="Gửi thông báo"
              type="primary"
              loading={sending.isPending}
              onConfirm={() => void reportMutation(sending.mutateAsync(entry.id))}
              testId="notification-detail-send"
            />
          )}
        </Space>
      }
    >
      {entry ? (
        <>
          <NotificationFacts entry={entry} />
          {entry.status === 'sent' && <ReceiversTable id={id} />}
        </>
      ) : (
        fallback
      )}
    </PageSection>
  );
}
