import type { ProfileSession } from '@console/shared/domain/sessions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

// issue 21: the account's signed-in devices (apps/api/src/modules/auth/session-routes.ts)
const URL = '/api/admin/profile/sessions';
const KEY = ['profile', 'sessions'];

export function useProfileSessions() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ total: number; entries: ProfileSession[] }>(URL, { signal }),
    staleTime: 0,
  });
}

export function useEndSession() {
  return useEnvelopeMutation({
    mutationFn: (id: string) => api.delete<null>(`${URL}/${id}`),
    invalidates: () => [KEY],
  });
}

export function useEndOtherSessions() {
  return useEnvelopeMutation({
    mutationFn: () => api.post<{ ended: number }>(`${URL}/end-others`),
    invalidates: () => [KEY],
  });
}
