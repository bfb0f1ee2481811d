import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { unitKeys, unitUrl, WARD_PICKER_KEY, type UnitLevel, type UnitRow } from './unit-keys';

export interface UnitNames {
  name: string;
  short_name: string;
}

/** PATCH /api/admin/{provinces|districts|wards}/{id} {name, short_name} (admins correct the official names) */
export function renameUnit(level: UnitLevel, id: number, names: UnitNames) {
  return api.patch<{ entry: UnitRow }>(unitUrl(level, id), names);
}

export function useRenameUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, id, names }: { level: UnitLevel; id: number; names: UnitNames }) =>
      renameUnit(level, id, names),
    onSuccess: (response) => {
      if (response.code !== SUCCESS_CODE) return;
      // names show in the lists, in every ward picker and in the merger history
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.all }),
        queryClient.invalidateQueries({ queryKey: WARD_PICKER_KEY }),
      ]);
    },
  });
}
