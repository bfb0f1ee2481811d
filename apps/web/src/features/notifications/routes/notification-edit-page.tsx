import { Result } from 'antd';
import { useParams } from 'react-router';
import { SENT_IS_FINAL_MESSAGE } from '@console/shared/forms/notification';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { NotificationForm } from '../components/notification-form';
import { BackToList, useNotificationEntry } from '../components/notification-loader';
import { notificationPaths } from '../components/notification-paths';

/** spec §2 /admin/notifications/{id}/edit: only while unsent (the server refuses to change a sent one) */
export default function NotificationEditPage() {
  const { id } = useParams();
  const { entry, fallback } = useNotificationEntry(id);
  let content = fallback;
  if (entry?.status === 'sent')
    content = (
      <Result
        status="info"
        title={SENT_IS_FINAL_MESSAGE}
        extra={[
          <LinkButton key="detail" type="primary" to={notificationPaths.detail(entry.id)}>
            Xem chi tiết
          </LinkButton>,
          <BackToList key="back" />,
        ]}
      />
    );
  else if (entry) content = <NotificationForm key={entry.id} entry={entry} />;
  return <PageSection title="Cập nhật thông báo">{content}</PageSection>;
}
