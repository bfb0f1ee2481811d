import { VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { useSessionUser } from '../../../lib/session';

/** spec §6: the village role (id 8) does not see the confidentiality and category selectors */
export function useIsVillageRole(): boolean {
  return useSessionUser()?.role_id === VILLAGE_ROLE_ID;
}
