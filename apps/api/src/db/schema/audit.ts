import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** who did what to which rows, for actions that change many rows at once (unit mergers, imports, …) */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    /** the one row a resource write changed (its history tab); null for actions over many rows */
    rowId: integer('row_id'),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subject, t.createdAt),
    index('audit_log_row_idx').on(t.subject, t.rowId, t.createdAt),
  ],
);
