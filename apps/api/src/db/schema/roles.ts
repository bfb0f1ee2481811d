import { boolean, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  field: text('field').notNull().unique(),
  name: text('name').notNull(),
  /** all | province | district | ward: the unit level whose rows the role's users reach */
  scope: text('scope').notNull(),
  /** bumped with every change of the role's permissions: API nodes cache a set by (role, version) */
  permissionsVersion: integer('permissions_version').notNull().default(1),
  /** spec §7 'approve by id': a role proposed below the platform level waits for approval before it can be given */
  isApproved: boolean('is_approved').notNull().default(true),
  approvedBy: integer('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.action, t.subject] })],
);
