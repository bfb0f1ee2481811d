import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/villages?ward_id=&length=100: a ward's hamlets (the same cache key as the other unit pickers) */
export function useWardVillages(wardId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['units', 'villages', wardId ?? 0],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: { id: number; name: string }[] }>('/api/admin/villages', {
        query: { ward_id: wardId ?? 0, length: 100 },
        signal,
      }),
    enabled: enabled && Boolean(wardId),
  });
}
