import { missingIdentity } from '@console/shared/forms/app-user-fields';
import { roleByField } from '@console/shared/domain/roles';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { isoText } from '../../lib/timestamps.ts';
import { likePattern, offsetOf, searchPattern, type Paging } from '../../query/list-params.ts';
import { nameOf } from '../../query/name-of.ts';
import type { UnitScope } from '../../core/scope.ts';
import { usersInScope } from '../users/user-scope.ts';

// App users (issue 19): the accounts of the resident role, read through the users table with the users module's
// scope (their units' residents only) as a row condition; a staff account is not one of them (404 by id).

export const RESIDENT_ROLE_ID = roleByField('resident')!.id;
export const APP_USER_SORTABLE = ['created_at', 'full_name', 'username'] as const;
/** audit_log.subject of the verifications (who verified a resident, and when) */
export const APP_USERS_AUDIT = 'app_users';

export type AppUserListQuery = Paging & {
  sort?: (typeof APP_USER_SORTABLE)[number];
  acc_status?: number;
  locked?: boolean;
  ward_id?: number;
  village_id?: number;
};

const SORT_COLUMN = { created_at: users.createdAt, full_name: users.fullName, username: users.username };

const ROW = {
  id: users.id,
  username: users.username,
  full_name: users.fullName,
  phone: users.phone,
  email: users.email,
  // spec §3: the date plus T00:00:00Z, written by PostgreSQL (null stays null)
  birthday: sql<string | null>`(${users.dob}::text || 'T00:00:00Z')`.as('birthday'),
  sex: users.sex,
  id_card_number: users.idCardNumber,
  province_id: users.provinceId,
  district_id: users.districtId,
  ward_id: users.wardId,
  ward_name: nameOf('wards', users.wardId, 'ward_name'),
  village_id: users.villageId,
  village_name: nameOf('villages', users.villageId, 'village_name'),
  acc_status: users.accStatus,
  is_active: users.isActive,
  created_at: sql<string>`${isoText(users.createdAt)}`.as('created_at'),
  updated_at: sql<string>`${isoText(users.updatedAt)}`.as('updated_at'),
};

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const selectRows = (db: Db | Tx) => db.select(ROW).from(users);

/** the row as the API answers it: `locked` rather than is_active, and what an approval still lacks */
function toAppUser({ is_active, ...row }: Row) {
  return { ...row, locked: !is_active, kyc_missing: missingIdentity(row) };
}
export type AppUser = ReturnType<typeof toAppUser>;

/** residents the caller reaches: the resident role, in the caller's units */
export const appUsersInScope = (scope: UnitScope) => and(eq(users.roleId, RESIDENT_ROLE_ID), usersInScope(scope));

function conditions(scope: UnitScope, query: Omit<AppUserListQuery, 'length'>): SQL | undefined {
  const keyword = query.keyword ? likePattern(query.keyword) : null;
  return and(
    appUsersInScope(scope),
    query.acc_status !== undefined ? eq(users.accStatus, query.acc_status) : undefined,
    query.locked !== undefined ? eq(users.isActive, !query.locked) : undefined,
    query.ward_id !== undefined ? eq(users.wardId, query.ward_id) : undefined,
    query.village_id !== undefined ? eq(users.villageId, query.village_id) : undefined,
    keyword
      ? or(
          sql`search_text(${users.fullName}) like ${searchPattern(keyword)}`,
          sql`lower(${users.username}) like lower(${keyword})`,
          sql`${users.phone} like ${keyword}`,
          sql`${users.idCardNumber} like ${keyword}`,
        )
      : undefined,
  );
}

/** one page (newest first unless sorted) and the total */
export async function listAppUsers(db: Db, scope: UnitScope, query: AppUserListQuery) {
  const where = conditions(scope, query);
  const sort = query.sort ?? 'created_at';
  const order = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(order(SORT_COLUMN[sort]), desc(users.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { total, entries: rows.map(toAppUser) };
}

/** a resident of the caller's units, or null (a staff account, another ward's resident, no such id) */
export async function findAppUser(db: Db | Tx, scope: UnitScope, id: number): Promise<AppUser | null> {
  const [row] = await selectRows(db).where(and(eq(users.id, id), appUsersInScope(scope)));
  return row ? toAppUser(row) : null;
}

/** the last verification's officer and time, shown on the detail while the account is verified */
export async function lastVerification(db: Db, id: number) {
  const [row] = await db
    .select({
      verified_at: sql<string>`${isoText(auditLog.createdAt)}`.as('verified_at'),
      verified_by_name: sql<
        string | null
      >`(select coalesce(full_name, username) from users where id = ${auditLog.actorId})`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subject, APP_USERS_AUDIT), eq(auditLog.rowId, id), eq(auditLog.action, 'approve')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ?? { verified_at: null, verified_by_name: null };
}
