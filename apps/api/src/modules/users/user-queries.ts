import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { countQuery } from '../../query/count-rows.ts';
import {
  inline,
  pageWindow,
  placeholderBinder,
  preparedStatement,
  rowsWithTotal,
  type Bind,
} from '../../query/prepared-shapes.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';
import type { Db } from '../../db/client.ts';
import { userCounts, users } from '../../db/schema/index.ts';
import { nameOf } from '../../query/name-of.ts';
import { unitColumnsInScope } from '../../query/unit-scope-sql.ts';
import { isoOf } from '../../lib/timestamps.ts';
import type { UnitScope } from '../../core/scope.ts';
import { usersInScope } from './user-scope.ts';

export const USER_SORTABLE = ['created_at', 'username', 'full_name', 'role_id'] as const;

export type UserListQuery = Paging & {
  sort?: (typeof USER_SORTABLE)[number];
  role_id?: number;
  province_id?: number;
  district_id?: number;
  ward_id?: number;
  village_id?: number;
  department_id?: number;
  position_id?: number;
  is_active?: boolean;
  acc_status?: number;
};

const USER_ROW = {
  id: users.id,
  username: users.username,
  full_name: users.fullName,
  email: users.email,
  phone: users.phone,
  dob: sql<string | null>`${users.dob}::text`.as('dob'),
  sex: users.sex,
  id_card_number: users.idCardNumber,
  role_id: users.roleId,
  role_field: nameOf<string>('roles', users.roleId, 'role_field', 'field'),
  role_name: nameOf<string>('roles', users.roleId, 'role_name', 'name'),
  role_scope: nameOf<string>('roles', users.roleId, 'role_scope', 'scope'),
  province_id: users.provinceId,
  province_name: nameOf('provinces', users.provinceId, 'province_name'),
  district_id: users.districtId,
  district_name: nameOf('districts', users.districtId, 'district_name'),
  ward_id: users.wardId,
  ward_name: nameOf('wards', users.wardId, 'ward_name'),
  village_id: users.villageId,
  village_name: nameOf('villages', users.villageId, 'village_name'),
  department_id: users.departmentId,
  department_name: nameOf('departments', users.departmentId, 'department_name'),
  position_id: users.positionId,
  position_name: nameOf('positions', users.positionId, 'position_name'),
  acc_status: users.accStatus,
  is_active: users.isActive,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

// the users columns the page's rows carry out of their subquery (not the password hash)
const { passwordHash: _passwordHash, ...USER_COLUMNS } = getTableColumns(users);

type MappedUserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];
/** a row as the driver returns it to `.all()`: timestamps still in PostgreSQL's text form */
export type RawUserRow = Omit<MappedUserRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

export function selectUsers(db: Db) {
  return db.select(USER_ROW).from(users);
}

const SORT_COLUMN = {
  created_at: users.createdAt,
  username: users.username,
  full_name: users.fullName,
  role_id: users.roleId,
};

const FILTER_COLUMNS = {
  role_id: users.roleId,
  province_id: users.provinceId,
  district_id: users.districtId,
  ward_id: users.wardId,
  village_id: users.villageId,
  department_id: users.departmentId,
  position_id: users.positionId,
  is_active: users.isActive,
  acc_status: users.accStatus,
};

type KycFields = Pick<RawUserRow, 'full_name' | 'dob' | 'sex' | 'id_card_number'>;
/** spec §3 User: the identity fields grouped as the login's `entry.kyc` carries them (the flat fields stay too) */
const kycOf = (row: KycFields) => ({
  full_name: row.full_name,
  dob: row.dob,
  sex: row.sex,
  id_card_number: row.id_card_number,
});

function toJson(row: MappedUserRow | RawUserRow) {
  return { ...row, kyc: kycOf(row), created_at: isoOf(row.created_at), updated_at: isoOf(row.updated_at) };
}

/** a page's raw row made the API's in place: the row is this request's own, and copying it showed in the profile */
function rawToJson(row: RawUserRow) {
  row.created_at = isoOf(row.created_at);
  row.updated_at = isoOf(row.updated_at);
  return Object.assign(row, { kyc: kycOf(row) });
}

function filters(query: Omit<UserListQuery, 'length'>, bind: Bind): (SQL | undefined)[] {
  const equal = <K extends keyof typeof FILTER_COLUMNS>(key: K) =>
    query[key] !== undefined ? eq(FILTER_COLUMNS[key], bind(key, query[key]) as never) : undefined;
  const keyword = query.keyword ? bind('keyword', likePattern(query.keyword)) : null;
  return [
    ...(Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[]).map(equal),
    keyword
      ? or(
          sql`search_text(${users.fullName}) like ${searchPattern(keyword)}`,
          sql`lower(${users.username}) like lower(${keyword})`,
          sql`${users.phone} like ${keyword}`,
          sql`${users.idCardNumber} like ${keyword}`,
        )
      : undefined,
  ];
}

/** filters on the columns user_counts is keyed by: a total with no other filter is a sum of its counters */
const COUNTED_FILTERS = {
  role_id: userCounts.roleId,
  province_id: userCounts.provinceId,
  district_id: userCounts.districtId,
  ward_id: userCounts.wardId,
  village_id: userCounts.villageId,
};

/** the total as a sum of maintained counters (a few rows) instead of a count of every matching user, when it can be */
function totalFromCounters(db: Db, scope: UnitScope, query: Omit<UserListQuery, 'length'>, bind: Bind) {
  const filtered = (Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[]).filter(
    (key) => query[key] !== undefined,
  );
  if (query.keyword || filtered.some((key) => !(key in COUNTED_FILTERS))) return null;
  const inScope = unitColumnsInScope(
    scope,
    { provinceId: userCounts.provinceId, districtId: userCounts.districtId, wardId: userCounts.wardId },
    bind,
  );
  const where = and(
    inScope,
    ...filtered.map((key) => eq(COUNTED_FILTERS[key as keyof typeof COUNTED_FILTERS], bind(key, query[key]) as never)),
  );
  return db
    .select({ total: sql<number>`coalesce(sum(${userCounts.users}), 0)::int`.as('total') })
    .from(userCounts)
    .where(where);
}

/** the caller's reach and the list's filters: the list and the export select the same users */
export function userConditions(scope: UnitScope, query: Omit<UserListQuery, 'length'>, bind: Bind = inline) {
  return and(usersInScope(scope, bind), ...filters(query, bind));
}

/** one page and the total, through the prepared statements of the query's shape (query/prepared-shapes.ts) */
export async function listUsers(db: Db, scope: UnitScope, query: UserListQuery) {
  const { bind, values } = placeholderBinder();
  const where = userConditions(scope, query, bind);
  const sort = query.sort ?? 'created_at';
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const offset = offsetOf(query);
  const window = pageWindow(offset, query.length);
  const shape = `${scope.level}|${Object.keys(values).join()}|${sort}|${order}|${window.shape}`;
  const totalQuery = () => totalFromCounters(db, scope, query, bind) ?? countQuery(db, users, where);
  const page = preparedStatement(db, `users:page:${shape}`, () => {
    const orderBy = [(order === 'asc' ? asc : desc)(SORT_COLUMN[sort]), desc(users.id)];
    const limited = db
      .select(USER_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.offset);
    // names are looked up for the page's rows only, not for every row an OFFSET skips; the total rides along on each
    // row (PostgreSQL computes it once), so a page is one round trip
    return db
      .select({ ...USER_ROW, total: sql<number>`(${totalQuery()})`.as('total') })
      .from(limited.as('users'))
      .orderBy(...orderBy);
  });
  // raw rows: Drizzle's per-field mapping of 20 rows was a tenth of the request's CPU (docs/benchmarks.md)
  const { rows, total } = await rowsWithTotal<RawUserRow>(
    db,
    page,
    values,
    { limit: query.length, offset },
    { shape: `users:total:${shape}`, build: totalQuery },
  );
  return { total, entries: rows.map(rawToJson) };
}

export async function findUser(db: Db, scope: UnitScope, id: number) {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), usersInScope(scope)));
  return row ? toJson(row) : null;
}
