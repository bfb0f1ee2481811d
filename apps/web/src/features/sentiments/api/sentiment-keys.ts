import type { QueryValue } from '../../../lib/api-client';

export const SENTIMENTS_URL = '/api/admin/sentiments';
export const SENTIMENT_CATEGORIES_URL = '/api/admin/sentiment-categories';
export const FILES_URL = '/api/files';

/** the list's query: paging, sorting and the filters of the URL (status, category_id, keyword, dates, units, active) */
export interface SentimentListParams {
  page: number;
  length: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, QueryValue>;
}

export const sentimentKeys = {
  all: ['sentiments'] as const,
  lists: () => ['sentiments', 'list'] as const,
  list: (params: SentimentListParams) => ['sentiments', 'list', params] as const,
  counts: (filters: Record<string, QueryValue>) => ['sentiments', 'counts', filters] as const,
  archived: (params: SentimentListParams) => ['sentiments', 'archived', params] as const,
  detail: (id: string | number) => ['sentiments', 'detail', String(id)] as const,
  categories: () => ['sentiment-categories'] as const,
  villages: (wardId: number) => ['sentiments', 'villages', wardId] as const,
};

/** /api/admin/sentiments/{id}[/{action}] */
export function sentimentUrl(id: string | number, action?: string): string {
  const base = `${SENTIMENTS_URL}/${encodeURIComponent(String(id))}`;
  return action ? `${base}/${action}` : base;
}
