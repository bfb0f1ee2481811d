import type { SessionUser } from '@console/shared/api-types';
import type { Permission } from '@console/shared/domain/permissions-catalog';
import type { ScopeLevel } from '@console/shared/domain/roles';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissionsOf } from './role-permissions-cache.ts';

interface Row {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  role_id: number;
  role_field: string;
  role_name: string;
  role_scope: ScopeLevel;
  permissions_version: number;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  village_id: number | null;
  province_name: string | null;
  district_name: string | null;
  ward_name: string | null;
  village_name: string | null;
  acc_status: number;
  full_name: string | null;
  dob: string | null;
  sex: number | null;
  id_card_number: string | null;
  created_at: Date | string;
}

// scalar subqueries rather than joins keep planning cheap: this runs on every request
const selectSessionUser = sql`
  select u.id, u.username, u.email, u.phone, u.role_id, r.field as role_field, r.name as role_name,
         r.scope as role_scope, u.province_id, u.district_id, u.ward_id, u.village_id,
         (select name from provinces where id = u.province_id) as province_name,
         (select name from districts where id = u.district_id) as district_name,
         (select name from wards where id = u.ward_id) as ward_name,
         (select name from villages where id = u.village_id) as village_name,
         u.acc_status, u.full_name, u.dob::text as dob, u.sex, u.id_card_number, u.created_at,
         r.permissions_version
  from users u
  join roles r on r.id = u.role_id`;

function toSessionUser(row: Row, permissions: Permission[]): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    role_id: row.role_id,
    role: { id: row.role_id, field: row.role_field, name: row.role_name, scope: row.role_scope, permissions },
    province_id: row.province_id,
    district_id: row.district_id,
    ward_id: row.ward_id,
    village_id: row.village_id,
    province_name: row.province_name,
    district_name: row.district_name,
    ward_name: row.ward_name,
    village_name: row.village_name,
    acc_status: row.acc_status,
    kyc: { full_name: row.full_name, dob: row.dob, sex: row.sex, id_card_number: row.id_card_number },
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function findOne(db: Db, where: SQL): Promise<SessionUser | null> {
  const result = await db.execute(sql`${selectSessionUser} ${where} limit 1`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return row ? toSessionUser(row, await permissionsOf(db, row.role_id, row.permissions_version)) : null;
}

export function loadUserById(db: Db, userId: number) {
  return findOne(db, sql`where u.id = ${userId}`);
}

const liveSession = (sessionId: string, userId: number) =>
  sql`where u.id = ${userId} and u.is_active and exists (
        select 1 from sessions s where s.id = ${sessionId} and s.user_id = u.id
          and s.revoked_at is null and s.expires_at > now())`;

/** the user behind a live session: not revoked, not expired, account not locked — checked on every request */
export function loadUserBySession(db: Db, sessionId: string, userId: number) {
  return findOne(db, liveSession(sessionId, userId));
}

/** the same statement, for benchmarks that replay it */
export const sessionUserStatement = (sessionId: string, userId: number) => sql`${selectSessionUser} ${liveSession(sessionId, userId)} limit 1`;
