import type { NotificationExcelBody } from '@console/shared/forms/notification-excel';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { excelKeys, EXCEL_URL, excelUrl, type ExcelNotificationDetail } from './excel-keys';

/** POST /api/admin/notifications-excel (new draft) or PATCH …/{id}: the server reads the sheet and checks each line */
export function saveExcelNotification({ id, body }: { id: number | null; body: NotificationExcelBody }) {
  return id === null
    ? api.post<{ entry: ExcelNotificationDetail }>(EXCEL_URL, body)
    : api.patch<{ entry: ExcelNotificationDetail }>(excelUrl(id), body);
}

export function useSaveExcelNotification() {
  return useEnvelopeMutation({ mutationFn: saveExcelNotification, invalidates: () => [excelKeys.all] });
}
