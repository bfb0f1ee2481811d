import type { Resource } from '@console/shared/resources/define-resource';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { countRows } from '../query/count-rows.ts';

/** one field's value before and after a write (null: there was none / there is none left); ids get their names */
export type FieldChange = { before: unknown; after: unknown; before_name?: string | null; after_name?: string | null };

// an audit row keeps a long text's beginning: the history says what changed, the row itself keeps the whole
const KEPT_TEXT = 300;
const kept = (value: unknown) =>
  typeof value === 'string' && value.length > KEPT_TEXT ? `${value.slice(0, KEPT_TEXT)}…` : (value ?? null);
const normalised = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** the fields whose value differs between `before` (null: created) and `after` (null: deleted) */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    // a key the body left out is not a change
    if (after && !(key in after)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (normalised(was) !== normalised(now)) changes[key] = { before: kept(was), after: kept(now) };
  }
  return changes;
}

interface Write {
  resource: Pick<Resource, 'name'>;
  rowId: number;
  actorId: number | null;
  /** 'create', 'update', 'delete', or a toggle's action ('approve', …) */
  action: string;
  changes: Record<string, FieldChange>;
}

/** the audit row of one write, inside the write's own transaction (issue 11) */
export async function recordWrite(tx: Tx, write: Write) {
  await recordWrites(tx, [write]);
}

/** the audit rows of several writes in one statement (a bulk switch of 500 rows is one insert, not 500) */
export async function recordWrites(tx: Tx, writes: readonly Write[]) {
  if (!writes.length) return;
  await tx.insert(auditLog).values(
    writes.map((write) => ({
      actorId: write.actorId,
      action: write.action,
      subject: write.resource.name,
      rowId: write.rowId,
      details: { changes: write.changes },
    })),
  );
}

/** a row's history, newest first, with who did it */
export async function rowHistory(
  db: Db,
  resourceName: string,
  rowId: number,
  paging: { length: number; offset: number },
) {
  const where = and(eq(auditLog.subject, resourceName), eq(auditLog.rowId, rowId));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        created_at: auditLog.createdAt,
        actor_id: auditLog.actorId,
        actor_name: users.fullName,
        actor_username: users.username,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(paging.length)
      .offset(paging.offset),
    countRows(db, auditLog, where),
  ]);
  return {
    total,
    entries: rows.map(({ details, created_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      changes: (details as { changes?: Record<string, FieldChange> }).changes ?? {},
    })),
  };
}

/** where the names of a field's ids are: a reference's target or the wards */
export type NameSource = { table: PgTable; id: AnyPgColumn; title: AnyPgColumn };

/**
 * The names of the ids a history shows (a reference's type, a ward), as they are now: 'Camera an ninh' reads better
 * than '#1'. One query per such field; an id whose row is gone keeps no name.
 */
export async function nameTheIds(
  db: Db,
  entries: { changes: Record<string, FieldChange> }[],
  sources: Record<string, NameSource>,
) {
  for (const [field, source] of Object.entries(sources)) {
    const ids = new Set<number>();
    for (const { changes } of entries)
      for (const value of [changes[field]?.before, changes[field]?.after])
        if (typeof value === 'number') ids.add(value);
    if (!ids.size) continue;
    const rows = await db
      .select({ id: source.id, name: source.title })
      .from(source.table)
      .where(inArray(source.id, [...ids]));
    const names = new Map(rows.map((row) => [row.id as number, row.name as string | null]));
    for (const { changes } of entries) {
      const change = changes[field];
      if (!change) continue;
      if (typeof change.before === 'number') change.before_name = names.get(change.before) ?? null;
      if (typeof change.after === 'number') change.after_name = names.get(change.after) ?? null;
    }
  }
}
