import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TargetOf } from './resource-repository.ts';
import { qualified, type ResourceTable } from './resource-table.ts';

/** the conditions of a row's own columns for residents to see it: switched on, approved, within its dates */
function ownConditions(bound: ResourceTable): SQL[] {
  const { resource } = bound;
  const { onlyWhen, shownFrom, shownUntil } = resource.publicRead!;
  const shown = onlyWhen.map((field): SQL => eq(bound.column(field), true));
  // a reviewed area shows residents its approved rows only: a waiting or refused one is its author's and staff's
  if (resource.approval) shown.push(eq(bound.column('approval_status'), 'approved'));
  // the database's clock, not this node's: an article published at 08:00 appears at 08:00 on every node
  if (shownFrom) shown.push(or(isNull(bound.column(shownFrom)), lte(bound.column(shownFrom), sql`now()`))!);
  if (shownUntil) shown.push(or(isNull(bound.column(shownUntil)), gt(bound.column(shownUntil), sql`now()`))!);
  return shown;
}

/**
 * What a row needs for residents to see it (define-resource `publicRead`): its own conditions and, with `shownWith`,
 * those of the row it points at — a product of a store that staff locked or its seller closed is not on the market.
 */
export function publicShownConditions(bound: ResourceTable, targetOf: TargetOf): SQL[] {
  const shown = ownConditions(bound);
  const via = bound.resource.publicRead!.shownWith;
  if (via) {
    const target = targetOf(bound.resource.fields[via].to!);
    if (!target?.resource.publicRead) throw new Error(`shownWith ${via}: its area is not public`);
    const pointedAt = and(eq(target.id, qualified(bound.column(via))), ...ownConditions(target));
    shown.push(sql`exists (select 1 from ${target.table} where ${pointedAt})`);
  }
  return shown;
}
