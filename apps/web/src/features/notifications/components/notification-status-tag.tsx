import { Tag } from 'antd';
import { NOTIFICATION_STATUSES, type NotificationStatus } from '@console/shared/forms/notification';

const COLORS: Record<NotificationStatus, string> = { draft: 'default', scheduled: 'gold', sent: 'green' };

/** 'Nháp', 'Chờ gửi', 'Đã gửi' (the shared wording, also the list filter's options) */
export function NotificationStatusTag({ status }: { status: NotificationStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="notification-status">
      {NOTIFICATION_STATUSES[status]}
    </Tag>
  );
}

export const STATUS_OPTIONS = (Object.keys(NOTIFICATION_STATUSES) as NotificationStatus[]).map((value) => ({
  value,
  label: NOTIFICATION_STATUSES[value],
}));

/** a sent notification is final: no edit, no delete, no second send (the server refuses them too) */
export const isUnsent = (row: { status: NotificationStatus }) => row.status !== 'sent';
