import { kindOf } from '@console/shared/field-kinds/index';
import type { ChildList, ChildRow } from '@console/shared/resources/child-lists';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { ChildTable } from './child-table.ts';

/** a child row as the API answers it (OpenAPI and serialisation) */
export function childRowSchema(def: ChildList) {
  const shape: Record<string, z.ZodType> = { id: z.number(), position: z.number() };
  for (const [name, field] of Object.entries(def.fields)) shape[name] = kindOf(field).row(field);
  return z.object(shape);
}

/** a row's children in their order (position, then the order they were added) */
export async function readChildren(db: Db, children: ChildTable, parentId: number): Promise<ChildRow[]> {
  const selection: Record<string, ReturnType<ChildTable['column']>> = {};
  for (const name of ['id', 'position', ...Object.keys(children.def.fields)]) selection[name] = children.column(name);
  const rows = await db
    .select(selection as never)
    .from(children.table)
    .where(eq(children.column('parent_id'), parentId))
    .orderBy(asc(children.column('position')), asc(children.column('id')));
  return rows as ChildRow[];
}
