import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { excelKeys, excelUrl, type ExcelNotificationDetail } from './excel-keys';

/** GET /api/admin/notifications-excel/{id}/send (spec §7): final; a second call changes nothing */
export function useSendExcelNotification() {
  return useEnvelopeMutation({
    mutationFn: (id: number) => api.get<{ entry: ExcelNotificationDetail }>(excelUrl(id, 'send')),
    // the sender may be among the receivers: their inbox and bell follow too
    invalidates: () => [excelKeys.all, ['notifications']],
  });
}
