import { Descriptions, Progress, Space, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import { NOTIFICATION_FIELDS } from '@console/shared/forms/notification';
import { webKindOf } from '../../../lib/field-kinds';
import { useAppAbility } from '../../../lib/use-app-ability';
import type { NotificationDetail } from '../api/notification-keys';
import { ChosenRecipients } from './chosen-recipients';
import { sendTimeText } from './notification-columns';
import { NotificationStatusTag } from './notification-status-tag';
import { RecipientCountLine } from './recipient-count-line';

const empty = <Typography.Text type="secondary">(trống)</Typography.Text>;

/** the content and files as their field kinds show them (the server sanitised the HTML before storing it) */
const shownAs = (key: 'content' | 'attachments', entry: NotificationDetail) => {
  const kind = webKindOf(NOTIFICATION_FIELDS[key]);
  return (kind.detail ?? kind.cell)(NOTIFICATION_FIELDS[key], key, entry as unknown as Record<string, unknown>);
};

/** 'Đã đọc 3/12' with its bar: how far a sent notification has been read */
function ReadProgress({ entry }: { entry: NotificationDetail }) {
  const { read_count: read, receiver_count: total } = entry;
  return (
    <Space direction="vertical" size={0} style={{ width: '100%', maxWidth: 320 }}>
      <span data-testid="notification-read-count">
        Đã đọc {read.toLocaleString('vi-VN')}/{total.toLocaleString('vi-VN')}
      </span>
      <Progress percent={total ? Math.round((read / total) * 100) : 0} size="small" />
    </Space>
  );
}

/** the notification's facts; before it is sent, how many people it would reach now */
export function NotificationFacts({ entry }: { entry: NotificationDetail }) {
  const ability = useAppAbility();
  const sent = entry.status === 'sent';
  const items = [
    { key: 'status', label: 'Trạng thái', children: <NotificationStatusTag status={entry.status} /> },
    { key: 'time', label: NOTIFICATION_FIELDS.scheduled_at.label, children: sendTimeText(entry) || empty },
    {
      key: 'reach',
      label: sent ? 'Tình trạng đọc' : 'Người nhận dự kiến',
      children: sent ? (
        <ReadProgress entry={entry} />
      ) : ability.can('create', 'sys_notifications') ? (
        <RecipientCountLine choice={entry} />
      ) : (
        empty
      ),
    },
    { key: 'recipients', label: 'Đã chọn gửi tới', children: <ChosenRecipients entry={entry} /> },
    { key: 'content', label: NOTIFICATION_FIELDS.content.label, children: shownAs('content', entry) },
    {
      key: 'attachments',
      label: NOTIFICATION_FIELDS.attachments.label,
      children: entry.attachments.length ? shownAs('attachments', entry) : empty,
    },
    {
      key: 'created',
      label: 'Người tạo',
      children: `${entry.created_by_name ?? 'Hệ thống'} · ${formatDateTime(entry.created_at)}`,
    },
  ];
  return <Descriptions bordered column={1} size="small" items={items} data-testid="notification-facts" />;
}
