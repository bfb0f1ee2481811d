import { api, type QueryValue } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

/**
 * GET /api/admin/export-users with the list's filters, keyword and sort (no paging) → data.url, a relative link
 * valid 5 minutes that the browser downloads without the Authorization header
 */
export function exportUsers(query: Record<string, QueryValue>) {
  return api.get<{ url: string }>('/api/admin/export-users', { query });
}

export function useExportUsers() {
  return useEnvelopeMutation({ mutationFn: exportUsers });
}
