import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_LENGTH, SUCCESS_CODE } from '@console/shared/domain/limits';
import { FORBIDDEN_PATH } from '../app/route-guard';

interface ListEnvelope<T> {
  code: number;
  data?: { total: number; entries: T[] } | null;
}

/**
 * The rows and total of a paged list answer, with the two reactions every list screen has: a 403 leads to the
 * forbidden page (spec §8), and a page left empty (its last rows deleted or moved on) steps back to the last page
 * that still has rows.
 */
export function useListResponse<T>(
  response: ListEnvelope<T> | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  const navigate = useNavigate();
  const ok = response?.code === SUCCESS_CODE && response.data;
  const total = ok ? response.data!.total : 0;
  const entries = ok ? response.data!.entries : [];

  useEffect(() => {
    if (response?.code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [response?.code, navigate]);

  useEffect(() => {
    if (ok && entries.length === 0 && page > 1 && total > 0) setPage(Math.ceil(total / DEFAULT_PAGE_LENGTH));
  }, [ok, entries.length, page, total]);

  return { total, entries };
}
