import { titleField, type Resource } from '@console/shared/resources/define-resource';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { ChildTable } from './child-table.ts';
import { isoOf } from '../lib/timestamps.ts';
import { SEALED_SUFFIX, sealedColumnName } from '../db/schema/sealed-column.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** a resource's Drizzle table seen through its field keys (the snake_case column names) */
export interface ResourceTable {
  resource: Resource;
  table: PgTable;
  column(name: string): AnyPgColumn;
  id: AnyPgColumn;
  wardId: AnyPgColumn | null;
  names: string[];
  /** field keys → Drizzle property names, for insert/update (unknown keys are left out) */
  toColumns(values: Record<string, unknown>): Record<string, unknown>;
  /** the name of this resource's row whose id is `idColumn`, as a subquery (a reference's `{field}_name`) */
  nameOf(idColumn: AnyPgColumn): SQL<string | null>;
  /** the names of the rows whose ids an array column holds, in its order (several references' `{base}_names`) */
  namesOf(idsColumn: AnyPgColumn): SQL<string[] | null>;
  /** the column naming a row (titleField) */
  title: AnyPgColumn;
  /** the table of its rows' children (define-resource `children`), if it has some */
  children?: ChildTable;
  /** when and by whom a row was deleted, for an area keeping its deleted rows (`softDelete`); not among `names` */
  deleted: { at: AnyPgColumn; by: AnyPgColumn } | null;
  /**
   * a stored column `search_text` holding the list's search fields already without diacritics (`searchTextColumn()`):
   * a keyword is matched against it instead of computing `search_text()` of each field of each row; not among `names`
   */
  searchText: AnyPgColumn | null;
}

/** the columns of a kept deletion: never a row's field, never in an answer */
const DELETION_COLUMNS = ['deleted_at', 'deleted_by'];
/** the stored search text (`searchText`): the server's, never in an answer */
const SEARCH_COLUMN = 'search_text';

export function bindResourceTable(resource: Resource, table: PgTable): ResourceTable {
  const properties = Object.entries(getTableColumns(table));
  const byName = new Map(properties.map(([, c]) => [c.name, c as AnyPgColumn]));
  const propertyOf = new Map(properties.map(([property, c]) => [c.name, property]));
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`resource ${resource.name}: table has no column ${name}`);
    return found;
  };
  for (const [field, def] of Object.entries(resource.fields)) {
    column(field);
    // a secret is stored twice: masked in its own column, encrypted beside it (crud/secret-fields.ts)
    if (def.kind === 'secret') column(sealedColumnName(field));
  }
  const id = column('id');
  const title = column(titleField(resource));
  // a moment field arrives as ISO text (field-kinds/datetime.ts); a timestamp column in Date mode stores a Date
  // the names of references are read from the table under another name: a menu's parent is a row of menus too, and
  // `menus.id = menus.parent_id` inside the lookup would compare the parent with itself
  const alias = sql.identifier(`${getTableName(table)}_named`);
  const named = {
    from: sql`${table} as ${alias}`,
    id: sql`${alias}.${sql.identifier(id.name)}`,
    title: sql`${alias}.${sql.identifier(title.name)}`,
  };
  const moments = new Set(properties.filter(([, c]) => c.columnType === 'PgTimestamp').map(([, c]) => c.name));
  return {
    resource,
    table,
    column,
    id,
    wardId: resource.scope === 'ward' ? column('ward_id') : null,
    names: [...byName.keys()].filter(
      (name) =>
        name !== SEARCH_COLUMN &&
        !name.endsWith(SEALED_SUFFIX) &&
        (!resource.softDelete || !DELETION_COLUMNS.includes(name)),
    ),
    deleted: resource.softDelete ? { at: column('deleted_at'), by: column('deleted_by') } : null,
    searchText: byName.get(SEARCH_COLUMN) ?? null,
    toColumns(values) {
      const byProperty: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        const property = propertyOf.get(key);
        if (value !== undefined && property)
          byProperty[property] = moments.has(key) && typeof value === 'string' ? new Date(value) : value;
      }
      return byProperty;
    },
    nameOf: (idColumn) =>
      sql<string | null>`(select ${named.title} from ${named.from} where ${named.id} = ${qualified(idColumn)})`,
    namesOf: (idsColumn) =>
      sql<
        string[] | null
      >`(select array_agg(${named.title} order by array_position(${qualified(idsColumn)}, ${named.id})) from ${named.from} where ${named.id} = any(${qualified(idsColumn)}))`,
    title,
  };
}

/**
 * A column of the outer row inside a lookup subquery, always with its table's name: Drizzle leaves the columns of a
 * one-table select unqualified, and inside `(select … from menus as menus_named where id = parent_id)` a bare name
 * would be read from the lookup's own table.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** JSON-ready row: dates as ISO strings */
export function toJsonRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** how a raw driver value of a column becomes the API's, for the column types that need it (others pass as they are) */
const RAW_VALUE: Record<string, (value: unknown) => unknown> = {
  PgTimestamp: (value) => isoOf(value as string | Date),
  PgBigInt53: (value) => Number(value),
  PgJsonb: (value) => (typeof value === 'string' ? JSON.parse(value) : value),
};

/**
 * A raw row of a list's prepared statement made the API's in place: Drizzle's per-field mapping of every column was a
 * measurable part of a list request (docs/benchmarks.md); only timestamps, bigints and JSON need a change. The row is
 * the request's own, so it is changed rather than copied.
 */
export function rawRowMapper(columns: readonly AnyPgColumn[]) {
  const mapped = columns.flatMap((column) => {
    const map = RAW_VALUE[column.columnType];
    return map ? [[column.name, map] as const] : [];
  });
  return (row: Record<string, unknown>) => {
    for (const [name, map] of mapped) if (row[name] !== null && row[name] !== undefined) row[name] = map(row[name]);
    // the page's statement carries the total on every row; undefined is left out of the answer, where `delete` would
    // turn each row into a dictionary-mode object, slower to map and to serialise (docs/benchmarks.md)
    row.total = undefined;
    return row;
  };
}
