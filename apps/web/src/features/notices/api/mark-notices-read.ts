import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCounts } from '@console/shared/notification-types';
import { api } from '../../../lib/api-client';
import { successOf } from '../../../lib/envelope-mutation';
import { noticeKeys, NOTIFICATIONS_URL } from './notice-keys';

/** PATCH /api/admin/notifications/mark-as-read {ids} (both kinds) → the caller's unread counts after marking */
export function markNoticesRead(ids: number[]) {
  return api.patch<UnreadCounts>(`${NOTIFICATIONS_URL}/mark-as-read`, { ids }, { cancellable: false });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // a refusal rejects (EnvelopeError) and changes nothing; the bell's mutate() ignores it, as before
    mutationFn: (ids: number[]) => successOf(markNoticesRead(ids)),
    // the answer carries the new counts: the badge follows without another request; the open list keeps its marks
    onSuccess: (response) => {
      queryClient.setQueryData(noticeKeys.unread(), response);
      // the inbox screen's rows (features/notifications) follow
      void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'received', 'list'] });
    },
  });
}
