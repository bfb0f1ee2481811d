import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { excelKeys, excelUrl } from './excel-keys';

/** DELETE /api/admin/notifications-excel/{id}: drafts only (the server refuses a sent one) */
export function useDeleteExcelNotification() {
  return useEnvelopeMutation({
    mutationFn: (id: number) => api.delete<null>(excelUrl(id)),
    invalidates: () => [excelKeys.all],
  });
}
