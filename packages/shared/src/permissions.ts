import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action, Permission, Subject } from './domain/permissions-catalog.ts';
import { isSuperRole } from './domain/roles.ts';

export type AppAbility = MongoAbility<[Action | 'manage', Subject | 'all']>;

export interface AbilityUser {
  role: { field: string; permissions: Permission[] } | null;
}

/** one ability object for server routes and UI: admin/root may do everything, others what their role grants */
export function defineAbilityFor(user: AbilityUser | null): AppAbility {
  if (!user?.role) return createMongoAbility([]);
  if (isSuperRole(user.role.field)) return createMongoAbility([{ action: 'manage', subject: 'all' }]);
  return createMongoAbility(user.role.permissions.map(({ action, subject }) => ({ action, subject })));
}

/** spec §6: when a route needs no permission, access is allowed */
export function canAccess(ability: AppAbility, required?: { action: Action; subject: Subject } | null): boolean {
  return !required || ability.can(required.action, required.subject);
}
