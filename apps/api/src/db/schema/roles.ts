import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  field: text('field').notNull().unique(),
  name: text('name').notNull(),
  /** all | province | district | ward: the unit level whose rows the role's users reach */
  scope: text('scope').notNull(),
  /** bumped with every change of the role's permissions: API nodes cache a set by (role, version) */
  permissionsVersion: integer('permissions_version').notNull().default(1),
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
