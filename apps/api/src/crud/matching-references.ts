import type { Resource } from '@console/shared/resources/define-resource';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { TargetOf } from './resource-repository.ts';

/**
 * A reference marked `matches` (an agriculture service's category) must point at a row agreeing with another field of
 * the row (a category of the service's kind): checked when a write changes either, on the row as it will be stored.
 * The reference hook (field-kind-hooks) has already checked that the row exists and the caller may see it.
 */
export async function checkMatches(
  db: Db,
  resource: Pick<Resource, 'fields'>,
  targetOf: TargetOf,
  row: Record<string, unknown>,
  changed: Record<string, unknown>,
  previous: Record<string, unknown> | null = null,
) {
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.kind !== 'reference' || !def.matches) continue;
    const { field, targetField, values } = def.matches;
    if (!(name in changed) && !(field in changed)) continue;
    const id = row[name];
    if (typeof id !== 'number') continue;
    const target = def.to ? targetOf(def.to) : undefined;
    if (!target) throw new Error(`matches ${name}: no resource ${def.to}`);
    const wanted = values[String(row[field])];
    const [found] = wanted
      ? await db
          .select({ one: sql<number>`1` })
          .from(target.table)
          .where(and(eq(target.id, id), eq(target.column(targetField), wanted)))
          .limit(1)
      : [];
    // a newly chosen one must also be in use: a category switched off takes no new services (those already filed
    // under it keep it, also when an edit sends the whole form back: `previous` is the stored value)
    if (found && name in changed && previous?.[name] !== id && target.names.includes('is_active')) {
      const [active] = await db
        .select({ one: sql<number>`1` })
        .from(target.table)
        .where(and(eq(target.id, id), eq(target.column('is_active'), true)))
        .limit(1);
      if (!active) throw new AppError('VALIDATION', `${def.label} đã ngừng sử dụng`);
    }
    if (!found)
      throw new AppError(
        'VALIDATION',
        `${def.label} không thuộc ${(resource.fields[field]?.label ?? field).toLocaleLowerCase('vi')} đã chọn`,
      );
  }
}
