import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import type { StaffNoticeUnread } from '@console/shared/staff-notice-types';
import { api } from '../../../lib/api-client';
import { noticeKeys, STAFF_NOTICES_URL } from './notice-keys';

/** PATCH /api/admin/staff-notices/read {ids} → the caller's unread count after marking */
export function markNoticesRead(ids: number[]) {
  return api.patch<{ entry: StaffNoticeUnread }>(`${STAFF_NOTICES_URL}/read`, { ids }, { cancellable: false });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    // the answer carries the new count: the badge follows without another request; the open list keeps its marks
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) queryClient.setQueryData(noticeKeys.unread(), response);
    },
  });
}
