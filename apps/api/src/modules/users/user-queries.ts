import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { countQuery } from '../../crud/count-rows.ts';
import { inline, placeholderBinder, preparedStatement, type Bind } from '../../crud/prepared-shapes.ts';
import { likePattern, offsetOf, type Paging } from '../../crud/list-params.ts';
import type { Db } from '../../db/client.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.ts';
import type { UnitScope } from '../auth/scope.ts';
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

// Names of the role and units come from scalar subqueries, not joins: with seven joined lookup tables PostgreSQL spends
// ~8 ms planning every list query (join search), against ~0.5 ms to run it (docs/benchmarks.md).
const nameOf = (table: string, id: AnyPgColumn, column = 'name') =>
  sql<string | null>`(select ${sql.identifier(column)} from ${sql.identifier(table)} where id = ${id})`;

const USER_ROW = {
  id: users.id,
  username: users.username,
  full_name: users.fullName,
  email: users.email,
  phone: users.phone,
  dob: sql<string | null>`${users.dob}::text`,
  sex: users.sex,
  id_card_number: users.idCardNumber,
  role_id: users.roleId,
  role_field: sql<string>`(select field from roles where id = ${users.roleId})`,
  role_name: sql<string>`(select name from roles where id = ${users.roleId})`,
  role_scope: sql<string>`(select scope from roles where id = ${users.roleId})`,
  province_id: users.provinceId,
  province_name: nameOf('provinces', users.provinceId),
  district_id: users.districtId,
  district_name: nameOf('districts', users.districtId),
  ward_id: users.wardId,
  ward_name: nameOf('wards', users.wardId),
  village_id: users.villageId,
  village_name: nameOf('villages', users.villageId),
  department_id: users.departmentId,
  department_name: nameOf('departments', users.departmentId),
  position_id: users.positionId,
  position_name: nameOf('positions', users.positionId),
  acc_status: users.accStatus,
  is_active: users.isActive,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

export function selectUsers(db: Db) {
  return db.select(USER_ROW).from(users);
}

const SORT_COLUMN = { created_at: users.createdAt, username: users.username, full_name: users.fullName, role_id: users.roleId };

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

function toJson(row: Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number]) {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function filters(query: Omit<UserListQuery, 'length'>, bind: Bind): (SQL | undefined)[] {
  const equal = <K extends keyof typeof FILTER_COLUMNS>(key: K) =>
    query[key] !== undefined ? eq(FILTER_COLUMNS[key], bind(key, query[key]) as never) : undefined;
  const keyword = query.keyword ? bind('keyword', likePattern(query.keyword)) : null;
  return [
    ...(Object.keys(FILTER_COLUMNS) as (keyof typeof FILTER_COLUMNS)[]).map(equal),
    keyword
      ? or(
          sql`search_text(${users.fullName}) like search_text(${keyword})`,
          sql`lower(${users.username}) like lower(${keyword})`,
          sql`${users.phone} like ${keyword}`,
          sql`${users.idCardNumber} like ${keyword}`,
        )
      : undefined,
  ];
}

/** the caller's reach and the list's filters: the list and the export select the same users */
export function userConditions(scope: UnitScope, query: Omit<UserListQuery, 'length'>, bind: Bind = inline) {
  return and(usersInScope(scope, bind), ...filters(query, bind));
}

/** one page and the total, through the prepared statements of the query's shape (crud/prepared-shapes.ts) */
export async function listUsers(db: Db, scope: UnitScope, query: UserListQuery) {
  const { bind, values } = placeholderBinder();
  const where = userConditions(scope, query, bind);
  const sort = query.sort ?? 'created_at';
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const shape = `${scope.level}|${Object.keys(values).join()}|${sort}|${order}`;
  const page = preparedStatement(db, `users:page:${shape}`, () =>
    selectUsers(db)
      .where(where)
      .orderBy((order === 'asc' ? asc : desc)(SORT_COLUMN[sort]), desc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const count = preparedStatement(db, `users:total:${shape}`, () => countQuery(db, users, where));
  const [rows, [{ total }]] = await Promise.all([
    page.execute({ ...values, limit: query.length, offset: offsetOf(query) }),
    count.execute(values),
  ]);
  return { total, entries: rows.map(toJson) };
}

export async function findUser(db: Db, scope: UnitScope, id: number) {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), usersInScope(scope)));
  return row ? toJson(row) : null;
}
