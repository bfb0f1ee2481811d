import { LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '@console/shared/dates';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { NOTIFICATION_FIELDS, NOTIFICATION_TYPES } from '@console/shared/forms/notification';
import { webKindOf } from '../../../lib/field-kinds';
import { LinkButton } from '../../../lib/link-button';
import { useIsPhone } from '../../../lib/use-viewport';
import { noticePath } from '../../notices/components/notice-path';
import { useReceived } from '../api/get-received';
import { useMarkReceivedRead } from '../api/mark-received-read';
import type { ReceivedNotification } from '../api/notification-keys';

const fieldView = (key: 'content' | 'attachments', entry: ReceivedNotification) => {
  const kind = webKindOf(NOTIFICATION_FIELDS[key]);
  return (kind.detail ?? kind.cell)(NOTIFICATION_FIELDS[key], key, entry as unknown as Record<string, unknown>);
};

/** an individual notification may point at a screen of the console (a sentiment) or an outside page */
function OpenLink({ link }: { link: string }) {
  return link.startsWith('/') ? (
    <LinkButton to={link} icon={<LinkOutlined />} data-testid="received-link">
      Mở liên kết
    </LinkButton>
  ) : (
    <Button href={link} target="_blank" rel="noopener noreferrer" icon={<LinkOutlined />} data-testid="received-link">
      Mở liên kết
    </Button>
  );
}

function ReceivedBody({ entry }: { entry: ReceivedNotification }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="received-body">
      <Space size={[8, 4]} wrap>
        <Tag color={entry.type === 'general' ? 'blue' : 'purple'}>{NOTIFICATION_TYPES[entry.type]}</Tag>
        <Typography.Text type="secondary">
          {entry.sender_name ?? 'Hệ thống'} · {formatDateTime(entry.sent_at)}
        </Typography.Text>
      </Space>
      {fieldView('content', entry)}
      {entry.attachments.length > 0 && (
        <div>
          <Typography.Text strong>{NOTIFICATION_FIELDS.attachments.label}</Typography.Text>
          {fieldView('attachments', entry)}
        </div>
      )}
      {entry.sentiment_id !== null ? (
        // a notice about an item opens the item's screen for the state it is in now (the bell's own rule)
        <LinkButton to={noticePath(entry)} icon={<LinkOutlined />} data-testid="received-link">
          Mở phản ánh
        </LinkButton>
      ) : (
        entry.link && <OpenLink link={entry.link} />
      )}
    </Space>
  );
}

/** one received notification, opened beside the inbox; opening an unread one marks it read (PATCH …/{id}/read) */
export function ReceivedDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const phone = useIsPhone();
  const query = useReceived(id);
  const markRead = useMarkReceivedRead();
  const marked = useRef(new Set<number>());
  const entry = query.data?.code === SUCCESS_CODE ? query.data.data.entry : null;

  useEffect(() => {
    if (!entry || entry.read_at || marked.current.has(entry.id)) return;
    marked.current.add(entry.id);
    // a failed mark leaves it bold in the list: nothing to tell the reader, who has the text in front of them
    markRead.mutate(entry.id);
  }, [entry, markRead]);

  let content;
  if (id === null) content = null;
  else if (query.isPending) content = <Skeleton active />;
  else if (!entry)
    content = <Alert type="error" showIcon message={query.data?.message || 'Không tải được thông báo'} />;
  else content = <ReceivedBody entry={entry} />;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={phone ? '100%' : 640}
      title={entry?.title ?? 'Thông báo'}
      destroyOnHidden
      rootClassName="received-drawer"
    >
      {content}
    </Drawer>
  );
}
