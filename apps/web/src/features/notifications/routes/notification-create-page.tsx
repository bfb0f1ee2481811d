import { PageSection } from '../../../lib/page-section';
import { NotificationForm } from '../components/notification-form';

/** spec §2 /admin/notifications/create */
export default function NotificationCreatePage() {
  return (
    <PageSection title="Thêm mới thông báo">
      <NotificationForm entry={null} />
    </PageSection>
  );
}
