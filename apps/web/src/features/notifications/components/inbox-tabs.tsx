import { Badge, Tabs } from 'antd';
import { NOTIFICATION_TYPES, type NotificationType } from '@console/shared/forms/notification';
import type { UnreadCounts } from '../api/notification-keys';

const TYPES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

/** 'Thông báo chung' and 'Thông báo cá nhân', each with its unread count */
export function InboxTabs(props: {
  type: NotificationType;
  unread: UnreadCounts | null;
  onChange: (type: NotificationType) => void;
}) {
  return (
    <Tabs
      activeKey={props.type}
      onChange={(key) => props.onChange(key as NotificationType)}
      style={{ marginBottom: 4 }}
      items={TYPES.map((type) => ({
        key: type,
        label: (
          <span data-testid={`inbox-tab-${type}`}>
            {NOTIFICATION_TYPES[type]}{' '}
            <Badge
              count={props.unread?.[type] ?? 0}
              overflowCount={99}
              size="small"
              data-testid={`inbox-unread-${type}`}
            />
          </span>
        ),
      }))}
    />
  );
}
