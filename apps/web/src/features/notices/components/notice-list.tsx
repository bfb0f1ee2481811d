import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Empty, List, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@console/shared/dates';
import type { InboxEntry } from '@console/shared/notification-types';
import { noticePath } from './notice-path';

interface NoticeListProps {
  notices: InboxEntry[] | undefined;
  total: number;
  loading: boolean;
  failed: string | null;
  onOpenNotice: () => void;
  onMore: () => void;
}

/** the dropdown's content: newest first, unread ones marked, each opening its item (or the inbox) */
export function NoticeList({ notices, total, loading, failed, onOpenNotice, onMore }: NoticeListProps) {
  if (failed) return <Typography.Text type="danger">{failed}</Typography.Text>;
  if (!notices) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (!notices.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có thông báo" />;
  return (
    <div style={{ maxHeight: 420, overflowY: 'auto' }} data-testid="notice-list">
      <List
        size="small"
        dataSource={notices}
        renderItem={(notice) => {
          const path = noticePath(notice);
          const read = notice.read_at !== null;
          const body = (
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  width: 8,
                  height: 8,
                  marginTop: 7,
                  borderRadius: 4,
                  background: read ? 'transparent' : '#1677ff',
                }}
              />
              <span>
                <Typography.Text strong={!read} style={{ display: 'block' }}>
                  {notice.title}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <ClockCircleOutlined /> {notice.sent_at ? formatDateTime(notice.sent_at) : ''}
                  {notice.sender_name ? ` · ${notice.sender_name}` : ''}
                  {read ? '' : ' · Chưa đọc'}
                </Typography.Text>
              </span>
            </div>
          );
          return (
            <List.Item key={notice.id} data-testid={`notice-item-${notice.id}`} style={{ padding: '8px 4px' }}>
              <Link to={path} onClick={onOpenNotice} style={{ color: 'inherit', width: '100%' }}>
                {body}
              </Link>
            </List.Item>
          );
        }}
      />
      {notices.length < total && (
        <Button type="link" block loading={loading} onClick={onMore} data-testid="notice-more">
          Xem thêm
        </Button>
      )}
    </div>
  );
}
