import { Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { listReturnPath } from '../../../crud/list-url-state';
import { FORBIDDEN_PATH } from '../../../lib/route-paths';
import { LinkButton } from '../../../lib/link-button';
import { useNotification } from '../api/get-notification';
import type { NotificationDetail } from '../api/notification-keys';
import { notificationPaths } from './notification-paths';

export const BackToList = () => (
  <LinkButton to={listReturnPath({ path: notificationPaths.list })} data-testid="notification-back">
    Quay lại danh sách
  </LinkButton>
);

/**
 * One notification for the edit and detail screens: a skeleton while it comes, the forbidden page on a 403 (spec §8),
 * the server's message when it cannot be shown (another ward's: 404), else the screen's content.
 */
export function useNotificationEntry(id: string | undefined): {
  entry: NotificationDetail | null;
  fallback: ReactNode;
} {
  const navigate = useNavigate();
  const query = useNotification(id);
  const code = query.data?.code;
  useEffect(() => {
    if (code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [code, navigate]);

  if (query.isPending || code === 403) return { entry: null, fallback: <Skeleton active /> };
  const entry = code === SUCCESS_CODE ? (query.data?.data.entry ?? null) : null;
  if (!entry)
    return {
      entry: null,
      fallback: (
        <Result status="error" title={query.data?.message || 'Không tải được thông báo'} extra={<BackToList />} />
      ),
    };
  return { entry, fallback: null };
}
