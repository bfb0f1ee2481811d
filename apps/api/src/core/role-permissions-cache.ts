import type { Permission } from '@console/shared/domain/permissions-catalog';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rolePermissions } from '../db/schema/index.ts';

// A role's permission set, kept per (role, version). The session check reads the role's current version from the
// database on every request, and a trigger bumps it with every change of role_permissions (API or by hand), so a
// cached set is never used after a change — on any node. Sending ~130 permissions with every request was the check's main
// cost (docs/benchmarks.md).
const MAX_ENTRIES = 500;
// Per database: two databases in one process (test files sharing a worker) each number their roles'
// versions from 1, so a key of role and version alone could hand one database's set to the other.
const caches = new WeakMap<Db, Map<string, Promise<Permission[]>>>();

export function permissionsOf(db: Db, roleId: number, version: number): Promise<Permission[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${roleId}:${version}`;
  let set = cache.get(key);
  if (!set) {
    set = db
      .select({ action: rolePermissions.action, subject: rolePermissions.subject })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId))
      .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action))
      .then((rows) => rows as Permission[]);
    set.catch(() => cache!.delete(key));
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, set);
  }
  return set;
}
