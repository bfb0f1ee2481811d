import { PLATFORM_SERVICES } from '@console/shared/domain/platform-services';
import { ROLES } from '@console/shared/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { defaultPermissions } from './default-permissions.ts';

/** the 14 roles are kept in line with the code on every start; permissions only on first seed */
export async function upsertRoles(tx: Tx) {
  const rows = ROLES.map(({ id, field, name, scope }) => ({ id, field, name, scope }));
  await tx.execute(sql`
    insert into roles (id, field, name, scope)
    select id, field, name, scope from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(id int, field text, name text, scope text)
    on conflict (id) do update set field = excluded.field, name = excluded.name, scope = excluded.scope`);
}

export async function seedDefaultPermissions(tx: Tx) {
  const rows = ROLES.flatMap((role) => defaultPermissions(role.field).map((p) => ({ role_id: role.id, ...p })));
  await tx.execute(sql`
    insert into role_permissions (role_id, action, subject)
    select role_id, action, subject from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(role_id int, action text, subject text)
    on conflict do nothing`);
}

/**
 * The service catalogue's built-in rows are code, like the roles: kept in line on every start. The code owns their
 * key, name and kind (integrated), which staff cannot change (service-managements' builtIn) nor delete; the rest
 * (icon, order, description, the active switch) is staff's and left as they set it.
 */
export async function upsertPlatformServices(tx: Tx) {
  await tx.execute(sql`
    insert into platform_services (id, key, name, kind)
    select id, key, name, 'integrated' from json_to_recordset(${JSON.stringify(PLATFORM_SERVICES)}::json)
      as r(id int, key text, name text)
    on conflict (id) do update set key = excluded.key, name = excluded.name, kind = excluded.kind`);
}
