import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** who made and last changed a row and when: owned by the server, never taken from a body (issue 11) */
export const auditColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/** when and by whom a row was deleted, for an area that keeps its deleted rows (define-resource `softDelete`) */
export const softDeleteColumns = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: integer('deleted_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});
