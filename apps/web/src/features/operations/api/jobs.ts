import type { BackgroundJobRow } from '@console/shared/domain/background-jobs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** issue 21: the background jobs as the API nodes last ran them (apps/api/src/modules/operations/job-routes.ts) */
export function useBackgroundJobs() {
  return useQuery({
    queryKey: ['operations', 'jobs'],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: BackgroundJobRow[] }>('/api/admin/operations/jobs', { signal }),
    // an operator watching a job: the page follows it without a reload
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
