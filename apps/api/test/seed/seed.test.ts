import { ROLES, VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { districts, roles, rolePermissions, users, wards } from '../../src/db/schema/index.ts';
import { permissionsMarkdown } from '../../src/seed/permissions-doc.ts';
import { migrateAndSeed } from '../../src/seed/migrate-and-seed.ts';
import { openTestDatabase } from '../helper.ts';

const quiet = { info: () => {}, warn: () => {} };

describe('first-start seed', () => {
  it('has the 14 roles, the village role with id 8, and a permission matrix; residents have none', async () => {
    const { database, drop } = await openTestDatabase();
    const rows = await database.db.select().from(roles).orderBy(roles.id);
    expect(rows.map((r) => r.field)).toEqual(ROLES.map((r) => r.field));
    expect(rows.find((r) => r.id === VILLAGE_ROLE_ID)?.field).toBe('village');
    const [resident] = await database.db
      .select({ n: count() })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, 7));
    expect(resident.n).toBe(0);
    const [admin] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'admin'));
    expect(admin.hash).toMatch(/^\$argon2/);
    await drop();
  });

  it('runs once: a second start keeps edited permissions and adds nothing', async () => {
    const { database, drop } = await openTestDatabase();
    await database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, 6));
    const [before] = await database.db.select({ n: count() }).from(users);
    await migrateAndSeed(database, { ADMIN_USERNAME: 'admin', ADMIN_UNITS: '2026', DEMO_DATA: true }, quiet);
    const [after] = await database.db.select({ n: count() }).from(users);
    const [ward] = await database.db.select({ n: count() }).from(rolePermissions).where(eq(rolePermissions.roleId, 6));
    expect(after.n).toBe(before.n);
    expect(ward.n).toBe(0);
    await drop();
  });

  it('loads the three-level 2025-03 set with districts, a generated admin password and no demo data', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
    const warnings: string[] = [];
    await migrateAndSeed(database, { ADMIN_USERNAME: 'boss', ADMIN_UNITS: '2025-03', DEMO_DATA: false }, log);
    const [d] = await database.db.select({ n: count() }).from(districts);
    const [w] = await database.db.select({ n: count() }).from(wards);
    const [withDistrict] = await database.db
      .select({ n: count() })
      .from(wards)
      .where(sql`district_id is not null`);
    expect([d.n, w.n, withDistrict.n]).toEqual([696, 10035, 10035]);
    expect(await database.db.select({ u: users.username }).from(users)).toEqual([{ u: 'boss' }]);
    expect(warnings.join('\n')).toMatch(/boss \/ [A-Za-z0-9_-]{16}/);
    await database.close();
  }, 60_000);
});

describe('docs/permissions.md', () => {
  it('is the matrix the seed writes (regenerate with npm run permissions:doc)', async () => {
    const doc = await readFile(path.resolve(import.meta.dirname, '../../../../docs/permissions.md'), 'utf8');
    expect(doc).toBe(permissionsMarkdown());
  });
});

describe('role permission versions', () => {
  it('move with every change of role_permissions, even one made by hand', async () => {
    const { database, drop } = await openTestDatabase();
    const version = async () =>
      (await database.db.select({ v: roles.permissionsVersion }).from(roles).where(eq(roles.id, 6)))[0].v;
    const before = await version();
    await database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, 6));
    expect(await version()).toBeGreaterThan(before);
    await drop();
  });
});
