import type { ReactNode } from 'react';
import { listReturnPath } from '../../../crud/list-url-state';
import { LinkButton } from '../../../lib/link-button';
import { useEntryOrFallback } from '../../../lib/use-entry-or-fallback';
import { useNotification } from '../api/get-notification';
import type { NotificationDetail } from '../api/notification-keys';
import { notificationPaths } from './notification-paths';

export const BackToList = () => (
  <LinkButton to={listReturnPath({ path: notificationPaths.list })} data-testid="notification-back">
    Quay lại danh sách
  </LinkButton>
);

/** the record of the edit (and detail) screens, or what to show instead (lib/use-entry-or-fallback.tsx) */
export function useNotificationEntry(id: string | undefined): {
  entry: NotificationDetail | null;
  fallback: ReactNode;
} {
  return useEntryOrFallback(useNotification(id), { failTitle: 'Không tải được thông báo', back: <BackToList /> });
}
