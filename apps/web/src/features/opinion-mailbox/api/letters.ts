import type { LetterKind, LetterStatus } from '@console/shared/opinion-mailbox/letters';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

// issue 19: the opinion mailbox as staff read it (apps/api/src/modules/opinion-mailbox/letter-routes.ts)

export interface LetterRow {
  id: number;
  kind: LetterKind;
  ward_id: number;
  ward_name: string | null;
  title: string;
  content: string;
  sender_id: number | null;
  sender_name: string | null;
  sender_phone: string | null;
  status: LetterStatus;
  reply: string | null;
  reply_attachments: Attachment[] | null;
  replied_at: string | null;
  replied_by_name: string | null;
  archived_at: string | null;
  created_at: string;
}

export interface HistoryRow {
  id: number;
  action: string;
  created_at: string;
  actor_name: string | null;
  actor_username: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const BASE = '/api/admin/opinion-mailbox';
const keys = { all: ['opinion-letters'] as const };

export function useLetters(params: {
  page: number;
  length: number;
  kind?: LetterKind;
  archived: boolean;
  keyword?: string;
  status?: string;
}) {
  return useQuery({
    queryKey: [...keys.all, 'list', params],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: LetterRow[] }>(BASE, {
        query: {
          start: (params.page - 1) * params.length,
          length: params.length,
          kind: params.kind,
          archived: params.archived ? 'true' : undefined,
          keyword: params.keyword,
          status: params.status,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLetter(id: string) {
  return useQuery({
    queryKey: [...keys.all, 'one', id],
    queryFn: ({ signal }) => api.get<{ entry: LetterRow }>(`${BASE}/${id}`, { signal }),
  });
}

export function useLetterHistory(id: string) {
  return useQuery({
    queryKey: [...keys.all, 'history', id],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: HistoryRow[] }>(`${BASE}/${id}/history`, { query: { length: 50 }, signal }),
  });
}

export const useReplyLetter = (id: number) =>
  useEnvelopeMutation({
    mutationFn: (body: { reply: string; reply_attachments: Attachment[] | null }) =>
      api.patch<{ entry: LetterRow }>(`${BASE}/reply/${id}`, body),
    invalidates: () => [keys.all],
  });

export const useArchiveLetter = (id: number) =>
  useEnvelopeMutation({
    mutationFn: () => api.patch<{ entry: LetterRow }>(`${BASE}/archived/${id}`),
    invalidates: () => [keys.all],
  });

export const useDeleteLetter = (id: number) =>
  useEnvelopeMutation({ mutationFn: () => api.delete<null>(`${BASE}/${id}`), invalidates: () => [keys.all] });
