import { Badge, Tag, Typography } from 'antd';
import { formatDateTime } from '@console/shared/dates';
import type { ListColumn } from '../../../lib/list-columns';
import type { InboxRow } from '../api/notification-keys';

/** unread in bold with a blue dot (as a mail inbox); a click opens it */
export function buildInboxColumns(offset: number, onOpen: (row: InboxRow) => void): ListColumn<InboxRow>[] {
  return [
    { key: 'index', title: 'STT', width: 56, align: 'center', render: (_v, _row, index) => offset + index + 1 },
    {
      key: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      width: 420,
      render: (_v, row) => (
        <Typography.Link
          strong={!row.read_at}
          onClick={(event) => {
            // the row's own click opens it too: once is enough
            event.stopPropagation();
            onOpen(row);
          }}
          data-testid={`inbox-open-${row.id}`}
        >
          {!row.read_at && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
          {row.title}
        </Typography.Link>
      ),
    },
    { key: 'sender', dataIndex: 'sender_name', title: 'Người gửi', mobile: 'fact' },
    {
      key: 'sent_at',
      title: 'Thời gian gửi',
      mobile: 'fact',
      render: (_v, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.sent_at)}</span>,
    },
    {
      key: 'read',
      title: 'Trạng thái',
      align: 'center',
      mobile: 'status',
      render: (_v, row) =>
        row.read_at ? (
          <Tag style={{ marginInlineEnd: 0 }}>Đã đọc</Tag>
        ) : (
          <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="inbox-unread">
            Chưa đọc
          </Tag>
        ),
    },
  ];
}

/** the row's class: unread rows stand out on the table and on the phone's cards */
export const inboxRowClass = (row: InboxRow) => (row.read_at ? 'inbox-row' : 'inbox-row inbox-row--unread');
