import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl } from './resource-keys';

/** one write of a row: who, when, what action, each changed field before → after */
export interface HistoryEntry {
  id: number;
  action: string;
  created_at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_username: string | null;
  changes: Record<string, { before: unknown; after: unknown; before_name?: string | null; after_name?: string | null }>;
}

const HISTORY_PAGE = 20;

/** GET /api/admin/{name}/{id}/history?page= */
export function useResourceHistory(name: string, id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.detail(name, id), 'history', page],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: HistoryEntry[] }>(resourceUrl(name, id, 'history'), {
        query: { page, length: HISTORY_PAGE },
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

export { HISTORY_PAGE };
