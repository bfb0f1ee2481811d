import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { ROLES_URL } from './role-keys';

/** GET /api/admin/roles/export → data.url, a relative link valid 5 minutes that the browser downloads without the Authorization header */
export function exportRoles() {
  return api.get<{ url: string }>(`${ROLES_URL}/export`);
}

export function useExportRoles() {
  return useEnvelopeMutation({ mutationFn: () => exportRoles() });
}
