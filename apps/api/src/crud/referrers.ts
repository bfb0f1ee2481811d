import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RESOURCE_TABLES } from './resource-tables.ts';

/** the array columns of other resources that hold ids of `name`'s rows (field kind references: an article's tags) */
export function referrersOf(name: string): { table: PgTable; column: AnyPgColumn }[] {
  return RESOURCE_TABLES.flatMap((bound) =>
    Object.entries(bound.resource.fields)
      .filter(([, def]) => def.kind === 'references' && def.to === name)
      .map(([key]) => ({ table: bound.table, column: bound.column(key) })),
  );
}

/** the Drizzle property of a table's column (what `.set()` takes) */
export function propertyName(table: PgTable, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`column ${column.name} is not in its table`);
  return found[0];
}
