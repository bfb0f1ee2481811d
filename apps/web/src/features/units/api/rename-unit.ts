import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
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
  return useEnvelopeMutation({
    mutationFn: ({ level, id, names }: { level: UnitLevel; id: number; names: UnitNames }) =>
      renameUnit(level, id, names),
    // names show in the lists, in every ward picker and in the merger history
    invalidates: () => [unitKeys.all, WARD_PICKER_KEY],
  });
}
