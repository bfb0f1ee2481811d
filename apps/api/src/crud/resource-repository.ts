import type { Resource } from '@console/shared/resources/define-resource';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { wards } from '../db/schema/index.ts';
import type { UnitScope } from '../modules/auth/scope.ts';
import { countRows } from './count-rows.ts';
import { likePattern, offsetOf } from './list-params.ts';
import { toJsonRow, type ResourceTable } from './resource-table.ts';
import { wardColumnInScope } from './unit-scope-sql.ts';

export type ListQuery = Record<string, unknown> & {
  length: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
};

export function createResourceRepository(db: Db, bound: ResourceTable) {
  const { table, column, id, wardId, resource } = bound;
  const selection: Record<string, ReturnType<typeof column> | SQL.Aliased> = {};
  for (const name of bound.names) selection[name] = column(name);
  if (wardId) selection.ward_name = sql<string | null>`${wards.name}`.as('ward_name');

  const scoped = (scope: UnitScope, ...conditions: (SQL | undefined)[]) =>
    and(wardId ? wardColumnInScope(scope, wardId) : undefined, ...conditions);

  function selectRows() {
    const query = db.select(selection as never).from(table);
    return wardId ? query.leftJoin(wards, eq(wards.id, wardId)) : query;
  }

  function filterConditions(query: ListQuery): (SQL | undefined)[] {
    const conditions: (SQL | undefined)[] = resource.list.filters.map((name) =>
      query[name] === undefined ? undefined : eq(column(name), query[name]),
    );
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      conditions.push(
        or(...resource.list.search.map((name) => sql`search_text(${column(name)}) like search_text(${pattern})`)),
      );
    }
    if (wardId && query.province_id !== undefined)
      conditions.push(inArray(wardId, sql`(select id from wards where province_id = ${query.province_id})`));
    if (wardId && query.district_id !== undefined)
      conditions.push(inArray(wardId, sql`(select id from wards where district_id = ${query.district_id})`));
    return conditions;
  }

  return {
    async list(scope: UnitScope, query: ListQuery) {
      const where = scoped(scope, ...filterConditions(query));
      const sortColumn = column(query.sort ?? 'created_at');
      const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        selectRows().where(where).orderBy(direction(sortColumn), desc(id)).limit(query.length).offset(offsetOf(query)),
        countRows(db, table, where),
      ]);
      return { total, entries: (rows as Record<string, unknown>[]).map(toJsonRow) };
    },

    async get(scope: UnitScope, rowId: number) {
      const [row] = await selectRows()
        .where(scoped(scope, eq(id, rowId)))
        .limit(1);
      return row ? toJsonRow(row as Record<string, unknown>) : null;
    },

    async insert(values: Record<string, unknown>, userId: number) {
      const [row] = await db
        .insert(table)
        .values(toColumns({ ...values, created_by: userId, updated_by: userId }) as never)
        .returning({ id });
      return row.id as number;
    },

    async update(scope: UnitScope, rowId: number, values: Record<string, unknown>, userId: number) {
      const rows = await db
        .update(table)
        .set(toColumns({ ...values, updated_by: userId, updated_at: new Date() }) as never)
        .where(scoped(scope, eq(id, rowId)))
        .returning({ id });
      return rows.length > 0;
    },

    async toggle(scope: UnitScope, rowId: number, field: string, userId: number, wanted?: boolean) {
      const target = column(field);
      const value = wanted ?? sql`not coalesce(${target}, false)`;
      const rows = await db
        .update(table)
        .set(toColumns({ [field]: value, updated_by: userId, updated_at: new Date() }) as never)
        .where(scoped(scope, eq(id, rowId)))
        .returning({ id });
      return rows.length > 0;
    },

    async remove(scope: UnitScope, rowId: number) {
      const rows = await db
        .delete(table)
        .where(scoped(scope, eq(id, rowId)))
        .returning({ id });
      return rows.length > 0;
    },
  };

  /** field keys → Drizzle property names, for insert/update */
  function toColumns(values: Record<string, unknown>) {
    const byProperty: Record<string, unknown> = {};
    const properties = Object.entries(table).filter(([, c]) => c && typeof c === 'object' && 'name' in c);
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const property = properties.find(([, c]) => (c as { name: string }).name === key)?.[0];
      if (property) byProperty[property] = value;
    }
    return byProperty;
  }
}

export type ResourceRepository = ReturnType<typeof createResourceRepository>;
export type { Resource };
