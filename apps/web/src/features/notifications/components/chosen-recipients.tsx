import { Space, Tag, Typography } from 'antd';
import { NOTIFICATION_FIELDS } from '@console/shared/forms/notification';
import type { NotificationDetail } from '../api/notification-keys';

const GROUPS = [
  ['role_names', NOTIFICATION_FIELDS.role_ids.label],
  ['province_names', NOTIFICATION_FIELDS.province_ids.label],
  ['district_names', NOTIFICATION_FIELDS.district_ids.label],
  ['ward_names', NOTIFICATION_FIELDS.ward_ids.label],
  ['village_names', NOTIFICATION_FIELDS.village_ids.label],
  ['user_names', 'Người nhận cụ thể'],
] as const;

/** what the sender chose, as tags by kind ('Xã/phường: Xã A, Xã B'); kinds left empty are not listed */
export function ChosenRecipients({ entry }: { entry: NotificationDetail }) {
  const groups = GROUPS.filter(([key]) => entry[key].length > 0);
  if (!groups.length) return <Typography.Text type="secondary">(trống)</Typography.Text>;
  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }} data-testid="chosen-recipients">
      {groups.map(([key, label]) => (
        <div key={key}>
          <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
            {label}:
          </Typography.Text>
          <Space size={[4, 4]} wrap style={{ display: 'inline-flex' }}>
            {entry[key].map((name) => (
              <Tag key={name} color="blue" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                {name}
              </Tag>
            ))}
          </Space>
        </div>
      ))}
    </Space>
  );
}
