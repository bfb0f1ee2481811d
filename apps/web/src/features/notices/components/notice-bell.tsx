import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { useUnreadNoticeCount } from '../api/get-unread-notice-count';
import { useInbox } from '../api/list-inbox';
import { useMarkNoticesRead } from '../api/mark-notices-read';
import { useRealtime } from '../../../lib/realtime';
import { syncPushDevice } from '../../../lib/web-push';
import { RECEIVED_NOTIFICATIONS_PATH } from '../../../lib/route-paths';
import { NoticeList } from './notice-list';

const PAGE = 10;

/**
 * The header's bell: what reached the caller (notifications of their units, notices of items they handle), pushed by
 * the realtime channel, asked again on returning to the window; opening it lists the newest and marks those shown
 * as read.
 */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  const [length, setLength] = useState(PAGE);
  const count = useUnreadNoticeCount();
  const notices = useInbox(length, open);
  const markRead = useMarkNoticesRead();
  const marked = useRef(new Set<number>());
  const navigate = useNavigate();
  // a pushed notification's toast opens the inbox, where it reads in full
  const openInbox = useCallback(() => void navigate(RECEIVED_NOTIFICATIONS_PATH), [navigate]);
  useRealtime(openInbox);
  // a device subscribed to pushes goes to whoever is signed in now, once per page load
  useEffect(() => void syncPushDevice().catch(() => undefined), []);

  const answer = notices.data;
  const entries = answer?.code === SUCCESS_CODE ? answer.data.entries : undefined;
  useEffect(() => {
    if (!open || !entries) return;
    const unread = entries.filter((n) => n.read_at === null && !marked.current.has(n.id)).map((n) => n.id);
    if (!unread.length) return;
    for (const id of unread) marked.current.add(id);
    markRead.mutate(unread);
  }, [open, entries, markRead]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setLength(PAGE);
      marked.current.clear();
    }
  };

  const unread = count.data?.code === SUCCESS_CODE ? count.data.data.total : 0;
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      title={<Typography.Text strong>Thông báo</Typography.Text>}
      // 380 px; on a phone narrower, so that hanging from the bell it stays on the screen
      styles={{ body: { width: 'min(380px, calc(100vw - 80px))' } }}
      content={
        <NoticeList
          notices={entries}
          total={answer?.code === SUCCESS_CODE ? answer.data.total : 0}
          loading={notices.isFetching}
          failed={answer && answer.code !== SUCCESS_CODE ? answer.message : null}
          onOpenNotice={() => onOpenChange(false)}
          onMore={() => setLength((n) => n + PAGE)}
        />
      }
    >
      <Button
        type="text"
        aria-label={unread ? `Thông báo: ${unread > 99 ? '99+' : unread} chưa đọc` : 'Thông báo'}
        data-testid="notice-bell"
        style={{ height: 40 }}
      >
        <Badge count={unread} overflowCount={99} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
