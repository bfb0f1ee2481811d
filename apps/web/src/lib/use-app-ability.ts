import { useAbility } from '@casl/react';
import type { AppAbility } from '@console/shared/permissions';

/** the ability of the signed-in user, provided by <AbilityProvider> in app/providers */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
