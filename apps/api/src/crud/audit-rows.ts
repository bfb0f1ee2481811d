import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * The audit rows of a hand-written module's write (group members, union members, group news, letters) in one
 * statement, inside the write's transaction; nothing when no row changed
 */
export async function auditRows(
  tx: Tx,
  subject: 'group_members' | 'union_members' | 'group_news' | 'opinion_letters',
  actorId: number,
  action: string,
  rows: readonly { id: number; details: Record<string, unknown> }[],
) {
  if (!rows.length) return;
  await tx
    .insert(auditLog)
    .values(rows.map((row) => ({ actorId, action, subject, rowId: row.id, details: row.details })));
}
