import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { unitKeys, WARD_PICKER_KEY } from './unit-keys';

/** data of POST /api/admin/ward-mergers: how many rows of each kind moved ('users', then resource names) */
export interface MergeOutcome {
  from_ward_ids: number[];
  into_ward_id: number;
  moved: Record<string, number>;
}

/** POST /api/admin/ward-mergers {from_ward_ids, into_ward_id}: one transaction on the server, not undoable */
export function mergeWards(fromWardIds: number[], intoWardId: number) {
  return api.post<MergeOutcome>('/api/admin/ward-mergers', { from_ward_ids: fromWardIds, into_ward_id: intoWardId });
}

export function useMergeWards() {
  return useEnvelopeMutation({
    mutationFn: ({ fromWardIds, intoWardId }: { fromWardIds: number[]; intoWardId: number }) =>
      mergeWards(fromWardIds, intoWardId),
    // merged wards leave the pickers; users, villages and the history changed with them
    invalidates: () => [unitKeys.all, WARD_PICKER_KEY, ['users'], ['resource']],
  });
}
