import type { Resource } from '@console/shared/resources/define-resource';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** a resource's Drizzle table seen through its field keys (the snake_case column names) */
export interface ResourceTable {
  resource: Resource;
  table: PgTable;
  column(name: string): AnyPgColumn;
  id: AnyPgColumn;
  wardId: AnyPgColumn | null;
  names: string[];
}

export function bindResourceTable(resource: Resource, table: PgTable): ResourceTable {
  const byName = new Map(Object.values(getTableColumns(table)).map((c) => [c.name, c as AnyPgColumn]));
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`resource ${resource.name}: table has no column ${name}`);
    return found;
  };
  for (const field of Object.keys(resource.fields)) column(field);
  return {
    resource,
    table,
    column,
    id: column('id'),
    wardId: resource.scope === 'ward' ? column('ward_id') : null,
    names: [...byName.keys()],
  };
}

/** JSON-ready row: dates as ISO strings */
export function toJsonRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out;
}
