import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { excelKeys, excelUrl, type ExcelLine, type ExcelNotificationDetail } from './excel-keys';

/** GET /api/admin/notifications-excel/{id} → the draft or sent notification with its counts */
export function useExcelNotification(id: string | undefined) {
  return useQuery({
    queryKey: excelKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<{ entry: ExcelNotificationDetail }>(excelUrl(id!), { signal }),
    enabled: !!id,
    staleTime: 0,
  });
}

export const LINES_PAGE_LENGTH = 20;

/** GET …/{id}/detail?invalid= → a page of the checked lines (the preview) */
export function useExcelLines(id: number, page: number, invalid: boolean) {
  return useQuery({
    queryKey: excelKeys.lines(id, page, invalid),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: ExcelLine[] }>(excelUrl(id, 'detail'), {
        query: { start: (page - 1) * LINES_PAGE_LENGTH, length: LINES_PAGE_LENGTH, invalid },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
