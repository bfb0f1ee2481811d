import type { ChildList } from '@console/shared/resources/child-lists';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** a resource's children table (define-resource `children`) seen through its column names */
export interface ChildTable {
  def: ChildList;
  table: PgTable;
  column(name: string): AnyPgColumn;
  /** field keys → Drizzle property names (unknown keys left out) */
  toColumns(values: Record<string, unknown>): Record<string, unknown>;
}

export function bindChildTable(def: ChildList, table: PgTable): ChildTable {
  const properties = Object.entries(getTableColumns(table));
  const byName = new Map(properties.map(([, c]) => [c.name, c as AnyPgColumn]));
  const propertyOf = new Map(properties.map(([property, c]) => [c.name, property]));
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`children ${def.table}: table has no column ${name}`);
    return found;
  };
  for (const name of ['id', 'parent_id', 'position', 'created_by', ...Object.keys(def.fields)]) column(name);
  return {
    def,
    table,
    column,
    toColumns(values) {
      const byProperty: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values)) {
        const property = propertyOf.get(key);
        if (value !== undefined && property) byProperty[property] = value;
      }
      return byProperty;
    },
  };
}
