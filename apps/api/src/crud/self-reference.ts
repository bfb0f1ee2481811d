import { tableNameOf } from '@console/shared/resources/define-resource';
import { AppError } from '../lib/app-error.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import type { ResourceTable } from './resource-table.ts';

/** a chain of parents longer than this is a cycle already in the data (or nonsense): the walk stops there */
const MAX_DEPTH = 50;

/** the reference fields of a resource that point at its own rows (a menu's parent) */
export const selfReferences = (bound: ResourceTable) =>
  Object.entries(bound.resource.fields).filter(([, def]) => def.kind === 'reference' && def.to === bound.resource.name);

/**
 * A row's parent (a reference to the same resource) as it will be stored: not the row itself, not one of the rows
 * under it (the tree would become a loop no screen can show), and in the row's own ward.
 */
export async function checkParent(
  db: Db,
  bound: ResourceTable,
  field: string,
  row: Record<string, unknown>,
  rowId: number | null,
) {
  const parentId = row[field];
  if (typeof parentId !== 'number') return;
  const label = bound.resource.fields[field].label;
  const loop = `${label} không được là chính nó hoặc một mục nằm dưới nó`;
  if (parentId === rowId) throw new AppError('VALIDATION', loop);
  const table = sql.identifier(tableNameOf(bound.resource));
  const parentColumn = sql.identifier(field);
  const result = await db.execute(sql`
    with recursive up(id, parent, ward, depth) as (
      select id, ${parentColumn}, ${bound.wardId ? sql`ward_id` : sql`null::integer`}, 1 from ${table} where id = ${parentId}
      union all
      select t.id, t.${parentColumn}, null::integer, up.depth + 1 from ${table} t join up on t.id = up.parent
      where up.depth < ${MAX_DEPTH}
    )
    select id, ward, depth from up`);
  const chain = rowsOf<{ id: number; ward: number | null; depth: number }>(result);
  if (rowId !== null && chain.some((step) => Number(step.id) === rowId)) throw new AppError('VALIDATION', loop);
  const parent = chain.find((step) => Number(step.depth) === 1);
  if (bound.wardId && parent && typeof row.ward_id === 'number' && Number(parent.ward) !== row.ward_id)
    throw new AppError(
      'VALIDATION',
      `${label} phải cùng ${bound.resource.fields.ward_id?.label.toLocaleLowerCase('vi') ?? 'xã/phường'}`,
    );
}
