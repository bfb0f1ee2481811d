import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromWardIds, intoWardId }: { fromWardIds: number[]; intoWardId: number }) =>
      mergeWards(fromWardIds, intoWardId),
    onSuccess: (response) => {
      if (response.code !== SUCCESS_CODE) return;
      // merged wards leave the pickers; users, villages and the history changed with them
      return Promise.all(
        [unitKeys.all, WARD_PICKER_KEY, ['users'], ['resource']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
