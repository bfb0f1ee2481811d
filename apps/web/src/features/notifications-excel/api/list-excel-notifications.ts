import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { excelKeys, EXCEL_URL, type ExcelListParams, type ExcelNotificationRow } from './excel-keys';

/** GET /api/admin/notifications-excel?start=&length=&keyword= → the Excel notifications of the caller's units */
export function useExcelNotifications(params: ExcelListParams) {
  return useQuery({
    queryKey: excelKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: ExcelNotificationRow[] }>(EXCEL_URL, {
        query: { start: (params.page - 1) * params.length, length: params.length, keyword: params.keyword },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
