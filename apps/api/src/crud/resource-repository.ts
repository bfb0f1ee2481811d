import type { Action } from '@console/shared/domain/permissions-catalog';
import { referenceNameKey } from '@console/shared/field-kinds/reference';
import { referencesNamesKey } from '@console/shared/field-kinds/references';
import type { Resource } from '@console/shared/resources/define-resource';
import { VILLAGE_NAME_KEY } from '@console/shared/field-kinds/village';
import { listFieldsOf, staffListFieldsOf } from '@console/shared/resources/list-fields';
import { and, asc, desc, eq, getTableName, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { users, villages, wards } from '../db/schema/index.ts';
import type { UnitScope } from '../core/scope.ts';
import { countQuery } from '../query/count-rows.ts';
import { likePattern, offsetOf, searchPattern } from '../query/list-params.ts';
import { isoText } from '../lib/timestamps.ts';
import {
  inline,
  pageWindow,
  placeholderBinder,
  preparedStatement,
  rowsWithTotal,
  type Bind,
} from '../query/prepared-shapes.ts';
import { wardColumnInScope } from '../query/unit-scope-sql.ts';
import { changedFields, recordWrite, recordWrites } from './resource-audit.ts';
import { qualified, rawRowMapper, toJsonRow, type ResourceTable } from './resource-table.ts';
import { counterTotal, countedTableName } from './row-counters.ts';
import { propertyName, referrersOf } from './referrers.ts';

export type ListQuery = Record<string, unknown> & {
  length: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
};

/** the table of another resource, for the names of references (type lists) */
export type TargetOf = (name: string) => ResourceTable | undefined;

type Selection = Record<string, ReturnType<ResourceTable['column']> | SQL.Aliased>;

/**
 * A list page's column as the page's statement answers it: a timestamp as the API's ISO text (toISOString's form),
 * written by PostgreSQL rather than rearranged in JavaScript for each of the page's timestamps (docs/benchmarks.md).
 */
function isoTextOf(column: AnyPgColumn, key: string) {
  if (column.columnType !== 'PgTimestamp') return column;
  return isoText(qualified(column)).as(key);
}

/** who a user id is, as a row shows it */
const nameOfUser = (column: ReturnType<ResourceTable['column']>, as: string) =>
  sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${qualified(column)})`.as(as);

/** what a list row carries (repository.list) */
type RowsFor = 'staff' | 'any' | readonly string[];

export function createResourceRepository(db: Db, bound: ResourceTable, targetOf: TargetOf) {
  const { table, column, id, wardId, resource } = bound;
  const fieldNames = Object.keys(resource.fields);
  const selection: Selection = {};
  for (const name of bound.names) selection[name] = column(name);
  /** a looked-up name's key → the column it names (store_id_name → store_id) */
  const namedColumn: Record<string, string> = {};
  const lookUp = (key: string, of: string, expression: Selection[string]) => {
    selection[key] = expression;
    namedColumn[key] = of;
  };
  // a lookup per row of the page: a join would hash the 3,321 wards for every page of 20
  if (wardId)
    lookUp(
      'ward_name',
      'ward_id',
      sql<string | null>`(select ${wards.name} from ${wards} where ${wards.id} = ${qualified(wardId)})`.as('ward_name'),
    );
  for (const [key, def] of Object.entries(resource.fields)) {
    const target = def.kind === 'reference' && def.to ? targetOf(def.to) : undefined;
    if (target) lookUp(referenceNameKey(key), key, target.nameOf(column(key)).as(referenceNameKey(key)));
    if (def.kind === 'village')
      lookUp(
        VILLAGE_NAME_KEY,
        key,
        sql<
          string | null
        >`(select ${villages.name} from ${villages} where ${villages.id} = ${qualified(column(key))})`.as(
          VILLAGE_NAME_KEY,
        ),
      );
    const targets = def.kind === 'references' && def.to ? targetOf(def.to) : undefined;
    if (targets) lookUp(referencesNamesKey(key), key, targets.namesOf(column(key)).as(referencesNamesKey(key)));
  }
  for (const author of ['created_by', 'updated_by'])
    if (bound.names.includes(author)) lookUp(`${author}_name`, author, nameOfUser(column(author), `${author}_name`));

  // a deleted row of an area that keeps them (softDelete) is nowhere: not listed, read, switched or written
  const notDeleted = bound.deleted ? isNull(bound.deleted.at) : undefined;
  const scoped = (scope: UnitScope, bind: Bind, ...conditions: (SQL | undefined)[]) =>
    and(wardId ? wardColumnInScope(scope, wardId, bind) : undefined, notDeleted, ...conditions);

  function selectRows(executor: Db | Tx = db) {
    return executor.select(selection as never).from(table);
  }

  /** the list's conditions with every request value bound, so one statement serves every request of a shape */
  function filterConditions(query: ListQuery, bind: Bind): (SQL | undefined)[] {
    const conditions: (SQL | undefined)[] = resource.list.filters.map((name) => {
      if (query[name] === undefined) return undefined;
      // several references: the rows holding that one (the GIN index of the array answers it)
      if (resource.fields[name].kind === 'references')
        return sql`${column(name)} @> array[${bind(name, query[name])}::integer]`;
      return eq(column(name), bind(name, query[name]));
    });
    if (query.keyword) {
      const pattern = bind('keyword', likePattern(query.keyword));
      conditions.push(
        bound.searchText
          ? sql`${bound.searchText} like ${searchPattern(pattern)}`
          : or(...resource.list.search.map((name) => sql`search_text(${column(name)}) like ${searchPattern(pattern)}`)),
      );
    }
    // the unit narrowing of ward-scoped rows (the admin list's province/district filters, the public read's ward)
    for (const unit of ['province_id', 'district_id'] as const)
      if (wardId && query[unit] !== undefined)
        conditions.push(
          inArray(wardId, sql`(select id from wards where ${sql.identifier(unit)} = ${bind(unit, query[unit])})`),
        );
    if (wardId && query.ward_id !== undefined && !resource.list.filters.includes('ward_id'))
      conditions.push(eq(wardId, bind('ward_id', query.ward_id)));
    // the residents' list of a ward: its own rows, and its province's rows meant for the whole province (articles)
    if (wardId && query.shown_in_ward !== undefined) {
      const ward = bind('shown_in_ward', query.shown_in_ward);
      const flag = resource.publicRead?.provinceWide;
      const sameProvince = sql`(select id from wards where province_id = (select province_id from wards where id = ${ward}))`;
      conditions.push(
        flag ? or(eq(wardId, ward), and(eq(column(flag), true), inArray(wardId, sameProvince))) : eq(wardId, ward),
      );
    }
    return conditions;
  }

  /** an unfiltered list of a counted table takes its total from the ward counters (row-counters.ts) */
  const countedTable = countedTableName(bound);
  const totalFromCounters = (scope: UnitScope, query: ListQuery, bind: Bind, only: readonly SQL[]) =>
    countedTable &&
    !only.length &&
    !query.keyword &&
    query.ward_id === undefined &&
    resource.list.filters.every((name) => query[name] === undefined)
      ? counterTotal(db, countedTable, scope, bind, query as { province_id?: number; district_id?: number })
      : null;

  /**
   * A list page's statement parts for the fields a row carries (list-fields.ts): the columns read from the table,
   * the row as answered (names looked up for the page's rows only, for the columns it carries) and its mapper. Lean
   * rows (a staff list of `list.lean`) keep of the row's own columns its id and dates, without the authors.
   */
  function listShape(fields: readonly string[], lean: boolean) {
    const own = (name: string) => !lean || ['id', 'created_at', 'updated_at'].includes(name);
    const columns: Selection = {};
    for (const name of bound.names)
      if (name in resource.fields ? fields.includes(name) : own(name)) columns[name] = column(name);
    const row: Selection = Object.fromEntries(
      Object.entries(selection)
        .filter(([key]) => key in columns || (key in namedColumn && namedColumn[key] in columns))
        .map(([key, value]) => [key, key in columns ? isoTextOf(columns[key] as AnyPgColumn, key) : value]),
    );
    // the page's timestamps arrive as the API's ISO text (isoTextOf); the mapper changes what remains (bigints, JSON)
    const toRow = rawRowMapper((Object.values(columns) as AnyPgColumn[]).filter((c) => c.columnType !== 'PgTimestamp'));
    return { columns, row, toRow };
  }
  const fullList = listShape(listFieldsOf(resource), false);
  const staffList = resource.list.lean ? listShape(staffListFieldsOf(resource), true) : fullList;
  /** the rows of a list that answers these fields only (the residents' lists: the public fields) */
  const fieldShapes = new Map<string, ReturnType<typeof listShape>>();
  const shapeOf = (rowsFor: RowsFor) => {
    if (rowsFor === 'staff') return staffList;
    if (rowsFor === 'any') return fullList;
    const key = rowsFor.join();
    if (!fieldShapes.has(key)) fieldShapes.set(key, listShape(rowsFor, true));
    return fieldShapes.get(key)!;
  };

  /** a write's values the history records: its fields' (not a secret's sealed twin, crud/secret-fields.ts) */
  const fieldValues = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => key in resource.fields));

  /** the fields' values of one row as stored, for the audit's before → after */
  async function fieldsOf(tx: Tx, scope: UnitScope, rowId: number) {
    const picked: Selection = {};
    for (const name of fieldNames) picked[name] = column(name);
    const [row] = await tx
      .select(picked as never)
      .from(table)
      .where(scoped(scope, inline, eq(id, rowId)))
      .for('update');
    return (row as Record<string, unknown> | undefined) ?? null;
  }

  return {
    /**
     * One page and the total through the prepared statement of the request's shape (query/prepared-shapes.ts), as raw
     * rows; `fixed` adds conditions (the public read's active/approved rows; the caller's own rows, given `bind` for
     * the caller's id) under the shape name `onlyShape`.
     */
    async list(
      scope: UnitScope,
      query: ListQuery,
      fixed: readonly SQL[] | ((bind: Bind) => readonly SQL[]) = [],
      onlyShape = '',
      /** what a row carries: the staff list's (lean where the definition says), these fields only (a residents'
       *  list), or every light field */
      rowsFor: RowsFor = 'any',
    ) {
      const listed = shapeOf(rowsFor);
      const { bind, values } = placeholderBinder();
      // a condition with a request's value (the caller's own rows) binds it, or the shape's statement would keep it
      const only = typeof fixed === 'function' ? fixed(bind) : fixed;
      const where = scoped(scope, bind, ...filterConditions(query, bind), ...only);
      const sort = query.sort ?? 'created_at';
      const order = query.order ?? (query.sort ? 'asc' : 'desc');
      const offset = offsetOf(query);
      const window = pageWindow(offset, query.length);
      const shape = `${resource.name}|${onlyShape}|${typeof rowsFor === 'string' ? rowsFor : rowsFor.join()}|${scope.level}|${Object.keys(values).join()}|${sort}|${order}|${window.shape}`;
      const totalQuery = () => totalFromCounters(scope, query, bind, only) ?? countQuery(db, table, where);
      const orderBy = () => [(order === 'asc' ? asc : desc)(column(sort)), desc(id)];
      const page = preparedStatement(db, `resource:page:${shape}`, () => {
        const limited = db
          .select(listed.columns as never)
          .from(table)
          .where(where)
          .orderBy(...orderBy())
          .limit(window.limit)
          .offset(window.offset);
        // the page keeps the table's name, so the row's columns and name lookups read it as they read the table
        const rows = db
          .select({ ...listed.row, total: sql<number>`(${totalQuery()})`.as('total') } as never)
          .from(limited.as(getTableName(table)) as never);
        return rows.orderBy(...orderBy());
      });
      const { rows, total } = await rowsWithTotal<Record<string, unknown>>(
        db,
        page,
        values,
        { limit: query.length, offset },
        { shape: `resource:total:${shape}`, build: totalQuery },
      );
      return { total, entries: rows.map(listed.toRow) };
    },

    async get(scope: UnitScope, rowId: number, extra: (SQL | undefined)[] = []) {
      const [row] = await selectRows()
        .where(scoped(scope, inline, eq(id, rowId), ...extra))
        .limit(1);
      return row ? toJsonRow(row as Record<string, unknown>) : null;
    },

    /** the row and its audit row in one transaction, with what `also` writes (its children); the server owns the
     *  audit columns */
    async insert(
      values: Record<string, unknown>,
      actorId: number | null,
      also?: (tx: Tx, rowId: number) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values(bound.toColumns({ ...values, created_by: actorId, updated_by: actorId }) as never)
          .returning({ id });
        const rowId = row.id as number;
        await recordWrite(tx, {
          resource,
          rowId,
          actorId,
          action: 'create',
          changes: changedFields(null, fieldValues(values)),
        });
        await also?.(tx, rowId);
        return rowId;
      });
    },

    /** false when the row is not in the caller's units; an unchanged save writes no audit row */
    async update(scope: UnitScope, rowId: number, values: Record<string, unknown>, actorId: number) {
      return db.transaction(async (tx) => {
        const before = await fieldsOf(tx, scope, rowId);
        if (!before) return false;
        await tx
          .update(table)
          .set(bound.toColumns({ ...values, updated_by: actorId, updated_at: new Date() }) as never)
          .where(eq(id, rowId));
        const changes = changedFields(before, fieldValues(values));
        if (Object.keys(changes).length) await recordWrite(tx, { resource, rowId, actorId, action: 'update', changes });
        return true;
      });
    },

    /**
     * Switches one field of the given rows (one or a selection) in one statement and one transaction, each switched
     * row with its audit row; `wanted` undefined flips each row. Answers the ids switched (those in scope).
     */
    async toggle(
      scope: UnitScope,
      rowIds: number[],
      field: string,
      action: Action,
      actorId: number,
      wanted?: boolean,
      { allOrNothing = false } = {},
    ) {
      const target = column(field);
      return db.transaction(async (tx) => {
        // the values before, locked: a row already at the wanted value is answered but gets no audit row
        const previous = (await tx
          .select({ id, value: target })
          .from(table)
          .where(scoped(scope, inline, inArray(id, rowIds)))
          .for('update')) as { id: number; value: boolean | null }[];
        if (allOrNothing && previous.length !== rowIds.length) return [];
        const before = new Map(previous.map((row) => [row.id, row.value ?? false]));
        const rows = (await tx
          .update(table)
          .set(
            bound.toColumns({
              [field]: wanted ?? sql`not coalesce(${target}, false)`,
              updated_by: actorId,
              updated_at: new Date(),
            }) as never,
          )
          .where(scoped(scope, inline, inArray(id, rowIds)))
          .returning({ id, value: target })) as { id: number; value: boolean }[];
        const switched = rows.filter((row) => (before.get(row.id) ?? !row.value) !== row.value);
        await recordWrites(
          tx,
          switched.map((row) => ({
            resource,
            rowId: row.id,
            actorId,
            action,
            changes: { [field]: { before: !row.value, after: row.value } },
          })),
        );
        return rows.map((row) => row.id);
      });
    },

    /**
     * Approves or refuses the given rows (define-resource `approval`) in one statement and one transaction, each
     * changed row with its audit row under the review's action; a refusal keeps its reason, an approval clears it.
     * Answers the ids reviewed; none, and nothing changes, when one of them is not in the caller's units.
     */
    async review(
      scope: UnitScope,
      rowIds: number[],
      review: { approve: boolean; reason: string | null; action: Action },
      actorId: number,
    ) {
      const { approve, reason, action } = review;
      const status = column('approval_status');
      const why = column('refusal_reason');
      return db.transaction(async (tx) => {
        const previous = (await tx
          .select({ id, status, reason: why })
          .from(table)
          .where(scoped(scope, inline, inArray(id, rowIds)))
          .for('update')) as { id: number; status: string; reason: string | null }[];
        // one of them is not there for this caller: nothing is reviewed, not the others either
        if (previous.length !== rowIds.length) return [];
        const after = { approval_status: approve ? 'approved' : 'refused', refusal_reason: approve ? null : reason };
        await tx
          .update(table)
          .set(bound.toColumns({ ...after, updated_by: actorId, updated_at: new Date() }) as never)
          .where(
            inArray(
              id,
              previous.map((row) => row.id),
            ),
          );
        await recordWrites(
          tx,
          previous
            .filter((row) => row.status !== after.approval_status || row.reason !== after.refusal_reason)
            .map((row) => ({
              resource,
              rowId: row.id,
              actorId,
              action,
              changes: changedFields({ approval_status: row.status, refusal_reason: row.reason }, after),
            })),
        );
        return previous.map((row) => row.id);
      });
    },

    /**
     * Puts the given rows in this order (`field` = 1, 2, …), under `parent` when given (a tree's drag and drop), in one
     * statement and one transaction with an audit row per row that moved. Null when one of them is not in the caller's
     * units (nothing changes).
     */
    async reorder(
      scope: UnitScope,
      rowIds: number[],
      field: string,
      parent: { field: string; value: number | null } | undefined,
      actorId: number,
    ) {
      return db.transaction(async (tx) => {
        const picked: Selection = { id, position: column(field) };
        if (parent) picked.parent = column(parent.field);
        const previous = (await tx
          .select(picked as never)
          .from(table)
          .where(scoped(scope, inline, inArray(id, rowIds)))
          .for('update')) as { id: number; position: number | null; parent?: number | null }[];
        if (previous.length !== rowIds.length) return null;
        const positions = sql.join(
          rowIds.map((rowId, i) => sql`when ${rowId}::int then ${i + 1}::int`),
          sql` `,
        );
        const set: Record<string, unknown> = {
          [field]: sql`case ${id} ${positions} end`,
          updated_by: actorId,
          updated_at: new Date(),
        };
        if (parent) set[parent.field] = parent.value;
        await tx
          .update(table)
          .set(bound.toColumns(set) as never)
          .where(inArray(id, rowIds));
        for (const row of previous) {
          const changes: Record<string, { before: unknown; after: unknown }> = {};
          const position = rowIds.indexOf(row.id) + 1;
          if (row.position !== position) changes[field] = { before: row.position, after: position };
          if (parent && (row.parent ?? null) !== parent.value)
            changes[parent.field] = { before: row.parent ?? null, after: parent.value };
          if (Object.keys(changes).length)
            await recordWrite(tx, { resource, rowId: row.id, actorId, action: 'update', changes });
        }
        return rowIds;
      });
    },

    /** false when the row is not in the caller's units; the audit row keeps what was deleted */
    async remove(scope: UnitScope, rowId: number, actorId: number) {
      return db.transaction(async (tx) => {
        const before = await fieldsOf(tx, scope, rowId);
        if (!before) return false;
        if (bound.deleted) {
          const { at, by } = bound.deleted;
          await tx
            .update(table)
            .set(bound.toColumns({ [at.name]: sql`now()`, [by.name]: actorId }) as never)
            .where(eq(id, rowId));
        } else await tx.delete(table).where(eq(id, rowId));
        // rows pointing at it among several (an article's tags) let it go in the same transaction: an array has no
        // foreign key, and a dead id would make their next save refused
        for (const { table: other, column: otherColumn } of referrersOf(resource.name))
          await tx
            .update(other)
            .set({ [propertyName(other, otherColumn)]: sql`array_remove(${otherColumn}, ${rowId}::integer)` } as never)
            .where(sql`${otherColumn} @> array[${rowId}::integer]`);
        await recordWrite(tx, { resource, rowId, actorId, action: 'delete', changes: changedFields(before, null) });
        return true;
      });
    },

    /**
     * Deletes the given rows (define-resource `bulkDelete`) in one transaction, each with its audit row — or none,
     * answering false, when one of them is not in the caller's units: a selection is removed whole or not at all.
     */
    async removeMany(scope: UnitScope, rowIds: readonly number[], actorId: number) {
      return db.transaction(async (tx) => {
        const picked: Selection = { id };
        for (const name of fieldNames) picked[name] = column(name);
        const rows = (await tx
          .select(picked as never)
          .from(table)
          .where(scoped(scope, inline, inArray(id, [...rowIds])))
          .for('update')) as Record<string, unknown>[];
        if (rows.length !== rowIds.length) return false;
        const chosen = inArray(id, [...rowIds]);
        if (bound.deleted) {
          const { at, by } = bound.deleted;
          await tx
            .update(table)
            .set(bound.toColumns({ [at.name]: sql`now()`, [by.name]: actorId }) as never)
            .where(chosen);
        } else await tx.delete(table).where(chosen);
        // as remove(): the arrays pointing at them let them go, in one statement per referring table
        const gone = sql.param([...rowIds]);
        for (const { table: other, column: otherColumn } of referrersOf(resource.name))
          await tx
            .update(other)
            .set({
              [propertyName(other, otherColumn)]:
                sql`array(select x from unnest(${otherColumn}) as x where x <> all(${gone}::integer[]))`,
            } as never)
            .where(sql`${otherColumn} && ${gone}::integer[]`);
        await recordWrites(
          tx,
          rows.map((row) => {
            const { id: rowId, ...before } = row;
            return {
              resource,
              rowId: rowId as number,
              actorId,
              action: 'delete',
              changes: changedFields(before, null),
            };
          }),
        );
        return true;
      });
    },
  };
}

export type ResourceRepository = ReturnType<typeof createResourceRepository>;
export type { Resource };
