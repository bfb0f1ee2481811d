import { ACTIONS, SUBJECTS, type Action, type Subject } from '@console/shared/domain/permissions-catalog';
import { ROLE_SCOPE_OPTIONS } from '@console/shared/forms/role-fields';
import { asc } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { rolePermissions } from '../../db/schema/index.ts';
import { safeCell } from '../../lib/spreadsheet-cell.ts';
import { createXlsxStream } from '../../lib/xlsx-stream-writer.ts';
import { listRoles } from './role-queries.ts';

// no 'Ngày tạo': the roles table has no created_at column (adding one is a migration, left to its owner)
export const ROLE_EXPORT_COLUMNS = [
  { header: 'STT', width: 8 },
  { header: 'Mã vai trò', width: 20 },
  { header: 'Tên vai trò', width: 30 },
  { header: 'Phạm vi', width: 18 },
  { header: 'Số người dùng', width: 14 },
  { header: 'Số quyền', width: 10 },
  { header: 'Quyền', width: 80 },
];

const scopeLabel = (scope: string) => ROLE_SCOPE_OPTIONS.find((o) => o.value === scope)?.label ?? scope;

/** "Vai trò: Danh sách, Thêm mới; Người dùng: …" — subjects and actions by their Vietnamese labels */
function summarize(permissions: { action: string; subject: string }[]) {
  const bySubject = new Map<string, string[]>();
  for (const p of permissions) {
    const actions = bySubject.get(p.subject) ?? [];
    actions.push(ACTIONS[p.action as Action] ?? p.action);
    bySubject.set(p.subject, actions);
  }
  return [...bySubject]
    .map(([subject, actions]) => `${SUBJECTS[subject as Subject] ?? subject}: ${actions.join(', ')}`)
    .join('; ');
}

/** every role the list shows (a few dozen rows at most: one read of roles and one of their permissions) */
export async function writeRolesXlsx(db: Db, output: Writable) {
  const sheet = createXlsxStream(output, 'Vai trò', ROLE_EXPORT_COLUMNS);
  const rows = await listRoles(db);
  const permissions = await db
    .select({ roleId: rolePermissions.roleId, action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.subject), asc(rolePermissions.action));
  const byRole = new Map<number, typeof permissions>();
  for (const p of permissions) byRole.set(p.roleId, [...(byRole.get(p.roleId) ?? []), p]);
  let index = 0;
  for (const role of rows) {
    await sheet.addRow([
      ++index,
      safeCell(role.field),
      safeCell(role.name),
      scopeLabel(role.scope),
      role.users_count,
      role.permissions_count,
      safeCell(summarize(byRole.get(role.id) ?? [])),
    ]);
  }
  await sheet.finish();
  return index;
}
