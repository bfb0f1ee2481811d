import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/forgot-password/{token}: 200 when the link is still valid */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return api.get<unknown>(`/api/auth/forgot-password/${encodeURIComponent(token)}`, { signal });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token.length > 0,
    staleTime: 0,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}
