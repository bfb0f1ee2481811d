import type { Resource } from '@console/shared/resources/define-resource';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { villages } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { TargetOf } from './resource-repository.ts';

const VILLAGES = { table: villages, id: villages.id, wardId: villages.wardId };

/**
 * A village field, and a reference or references marked `sameWard` (a product's store, the hamlets a service reaches)
 * must point at rows of the row's own ward: checked when a write changes either the reference or the ward, on the row
 * as it will be stored. The reference hook (field-kind-hooks) has already checked that the caller may see the rows
 * pointed at; this keeps a ward's rows from mixing with another's.
 */
export async function checkSameWard(
  db: Db,
  resource: Pick<Resource, 'fields'>,
  targetOf: TargetOf,
  row: Record<string, unknown>,
  changed: Record<string, unknown>,
) {
  for (const [name, def] of Object.entries(resource.fields)) {
    // a village field is always of the row's ward; a reference when its definition says so
    if (def.kind !== 'village' && ((def.kind !== 'reference' && def.kind !== 'references') || !def.sameWard)) continue;
    if (!(name in changed) && !('ward_id' in changed)) continue;
    const value = row[name];
    const ids = Array.isArray(value) ? [...new Set(value as number[])] : typeof value === 'number' ? [value] : [];
    const wardId = row.ward_id;
    if (!ids.length || typeof wardId !== 'number') continue;
    const target = def.kind === 'village' ? VILLAGES : def.to ? targetOf(def.to) : undefined;
    if (!target?.wardId) throw new Error(`sameWard ${name}: ${def.to} has no ward`);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(target.table)
      .where(and(inArray(target.id, ids), eq(target.wardId, wardId)));
    if (n !== ids.length) throw new AppError('VALIDATION', `${def.label} không thuộc xã/phường đã chọn`);
  }
}
