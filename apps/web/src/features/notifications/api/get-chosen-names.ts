import { useQueries } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import type { UnitLevel } from './list-recipient-units';

export type NamedSource = UnitLevel | 'users';

interface NamedRow {
  id: number;
  name?: string;
  username?: string;
  full_name?: string | null;
}

/** the most a form looks up one by one; beyond, a chosen id shows as '#id' until it is found by a search */
const MAX_LOOKUPS = 100;

/** GET /api/admin/{source}/{id}: the name of one chosen unit or person */
export function getChosenName(source: NamedSource, id: number, signal?: AbortSignal) {
  return api.get<{ entry: NamedRow }>(`/api/admin/${source}/${id}`, { signal });
}

const nameOf = (row: NamedRow) => (row.name ?? row.full_name ?? row.username ?? '').trim() || `#${row.id}`;

/**
 * The names of ids chosen earlier that the picker's first results do not hold (an edit screen): the detail answers the
 * names in name order, not id order, so they cannot be paired with the ids and each is asked by id instead.
 */
export function useChosenNames(source: NamedSource, ids: readonly number[]) {
  const queries = useQueries({
    queries: ids.slice(0, MAX_LOOKUPS).map((id) => ({
      queryKey: ['notifications', 'chosen-name', source, id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getChosenName(source, id, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map<number, string>();
  for (const query of queries) {
    const entry = query.data?.code === SUCCESS_CODE ? query.data.data.entry : null;
    if (entry) names.set(entry.id, nameOf(entry));
  }
  return names;
}
