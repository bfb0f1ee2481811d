import type { UseQueryResult } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Envelope } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { FORBIDDEN_PATH } from './route-paths';

/**
 * One record for an edit or detail screen: a skeleton while it comes, the forbidden page on a 403 (spec §8), the
 * server's message when it cannot be shown (another ward's: 404) with a way back, else the record.
 */
export function useEntryOrFallback<T>(
  query: UseQueryResult<Envelope<{ entry: T }>>,
  { failTitle, back }: { failTitle: string; back: ReactNode },
): { entry: T | null; fallback: ReactNode } {
  const navigate = useNavigate();
  const code = query.data?.code;
  useEffect(() => {
    if (code === 403) navigate(FORBIDDEN_PATH, { replace: true });
  }, [code, navigate]);

  if (query.isPending || code === 403) return { entry: null, fallback: <Skeleton active /> };
  const entry = code === SUCCESS_CODE ? (query.data?.data?.entry ?? null) : null;
  if (!entry)
    return { entry: null, fallback: <Result status="error" title={query.data?.message || failTitle} extra={back} /> };
  return { entry, fallback: null };
}
