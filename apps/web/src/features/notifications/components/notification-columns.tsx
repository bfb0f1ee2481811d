import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import { RowActions } from '../../../crud/row-actions';
import type { ListColumn } from '../../../lib/list-columns';
import type { NotificationRow } from '../api/notification-keys';
import { notificationPaths } from './notification-paths';
import { isUnsent, NotificationStatusTag } from './notification-status-tag';
import { SendButton } from './send-button';

export interface NotificationColumnOptions {
  offset: number;
  /** an officer above one ward sees whose notification each row is */
  showWard: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  busy: { deleting: number | null; sending: number | null };
  onDelete: (id: number) => void;
  onSend: (row: NotificationRow) => void;
}

/** when it went out, or when it is due to ('Hẹn …'), on Vietnam's clock */
export function sendTimeText(row: Pick<NotificationRow, 'status' | 'sent_at' | 'scheduled_at'>): string {
  if (row.sent_at) return formatDateTime(row.sent_at);
  return row.scheduled_at ? `Hẹn ${formatDateTime(row.scheduled_at)}` : '';
}

/** on a phone each notification is a card: its title, status, send time, receivers and the actions */
export function buildNotificationColumns(options: NotificationColumnOptions): ListColumn<NotificationRow>[] {
  const { offset, canUpdate, canDelete, busy } = options;
  const columns: ListColumn<NotificationRow>[] = [
    { key: 'index', title: 'STT', width: 56, align: 'center', render: (_value, _row, index) => offset + index + 1 },
    {
      key: 'title',
      dataIndex: 'title',
      title: 'Tiêu đề',
      mobile: 'title',
      // long titles wrap within the column; who wrote it sits under the title, so the actions keep their room at 1366 px
      width: 340,
      render: (title: string, row) => (
        <>
          <Link to={notificationPaths.detail(row.id)}>{title}</Link>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {[row.created_by_name, formatDateTime(row.created_at)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'Trạng thái',
      align: 'center',
      mobile: 'status',
      render: (_value, row) => <NotificationStatusTag status={row.status} />,
    },
    {
      key: 'send_time',
      title: 'Thời gian gửi',
      mobile: 'fact',
      render: (_value, row) =>
        row.sent_at || row.scheduled_at ? (
          <span style={{ whiteSpace: 'nowrap' }}>{sendTimeText(row)}</span>
        ) : (
          <Typography.Text type="secondary">Chưa gửi</Typography.Text>
        ),
    },
    {
      key: 'receiver_count',
      dataIndex: 'receiver_count',
      title: 'Người nhận',
      align: 'right',
      mobile: 'fact',
      // the count is fixed when it is sent; before, it would only say 0
      render: (count: number, row) => (row.status === 'sent' ? count.toLocaleString('vi-VN') : ''),
    },
    ...(options.showWard
      ? [{ key: 'ward_name', dataIndex: 'ward_name', title: 'Đơn vị', mobile: 'fact' as const }]
      : []),
    {
      key: 'actions',
      title: 'Thao tác',
      mobile: 'actions',
      render: (_value, row) => (
        <Space size="small" wrap>
          <RowActions
            id={row.id}
            label="thông báo"
            detailPath={notificationPaths.detail(row.id)}
            editPath={notificationPaths.edit(row.id)}
            canUpdate={canUpdate && isUnsent(row)}
            canDelete={canDelete && isUnsent(row)}
            deleting={busy.deleting === row.id}
            onDelete={options.onDelete}
          />
          {canUpdate && isUnsent(row) && (
            <SendButton
              row={row}
              label="Gửi"
              size="small"
              type="primary"
              loading={busy.sending === row.id}
              onConfirm={() => options.onSend(row)}
              testId={`notification-send-${row.id}`}
            />
          )}
        </Space>
      ),
    },
  ];
  return columns;
}
