import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffNoticeUnread } from '@console/shared/staff-notice-types';
import { api } from '../../../lib/api-client';
import { successOf } from '../../../lib/envelope-mutation';
import { noticeKeys, STAFF_NOTICES_URL } from './notice-keys';

/** PATCH /api/admin/staff-notices/read {ids} → the caller's unread count after marking */
export function markNoticesRead(ids: number[]) {
  return api.patch<{ entry: StaffNoticeUnread }>(`${STAFF_NOTICES_URL}/read`, { ids }, { cancellable: false });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // a refusal rejects (EnvelopeError) and changes nothing; the bell's mutate() ignores it, as before
    mutationFn: (ids: number[]) => successOf(markNoticesRead(ids)),
    // the answer carries the new count: the badge follows without another request; the open list keeps its marks
    onSuccess: (response) => {
      queryClient.setQueryData(noticeKeys.unread(), response);
    },
  });
}
