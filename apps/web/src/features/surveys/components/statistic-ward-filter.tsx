import { useQueries } from '@tanstack/react-query';
import { Select } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { WardSelect } from '../../../lib/wards/ward-select';
import type { WardOption } from '../../../lib/wards/list-wards';

/** the most audience wards named one by one; a survey sent to more is filtered with the searchable picker */
const MAX_AUDIENCE_LOOKUPS = 30;

interface StatisticWardFilterProps {
  /** the survey's audience wards (empty: everyone in its units) */
  audienceWardIds: readonly number[];
  value: number | undefined;
  onChange: (wardId: number | null) => void;
}

const common = {
  allowClear: true,
  placeholder: 'Tất cả xã/phường',
  'aria-label': 'Xã/phường',
  'data-testid': 'statistic-ward-filter',
  style: { width: 260, maxWidth: '100%' },
} as const;

/**
 * The ward whose residents' answers are counted. A survey sent to a few chosen wards offers exactly those (nobody else
 * could answer); otherwise every ward in the officer's reach, searched on the server as in the other lists.
 */
export function StatisticWardFilter({ audienceWardIds, value, onChange }: StatisticWardFilterProps) {
  const fewAudienceWards = audienceWardIds.length > 0 && audienceWardIds.length <= MAX_AUDIENCE_LOOKUPS;
  const names = useAudienceWardNames(fewAudienceWards ? audienceWardIds : []);

  if (!fewAudienceWards)
    return <WardSelect {...common} value={value ?? null} onChange={(next) => onChange(next ?? null)} />;

  const options = audienceWardIds
    .map((id) => ({ value: id, label: names.names.get(id) ?? `#${id}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'vi'));
  return (
    <Select<number>
      {...common}
      showSearch
      optionFilterProp="label"
      loading={names.loading}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      options={options}
    />
  );
}

/** GET /api/admin/wards/{id} per audience ward, cached under the key the ward picker uses for one ward's name */
function useAudienceWardNames(ids: readonly number[]) {
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['wards', 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<{ entry: WardOption }>(`/api/admin/wards/${id}`, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map<number, string>();
  for (const query of queries) {
    const entry = query.data?.code === SUCCESS_CODE ? query.data.data.entry : null;
    if (entry) names.set(entry.id, entry.name);
  }
  return { names, loading: queries.some((query) => query.isPending) };
}
