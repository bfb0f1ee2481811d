import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';

export const unionOrganizations = pgTable(
  'union_organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    chairperson: text('chairperson'),
    phone: text('phone'),
    address: text('address'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    memberCount: integer('member_count').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('union_organizations_ward_idx').on(t.wardId, t.createdAt),
    check('union_organizations_member_count_check', sql`member_count >= 0`),
  ],
);

/**
 * A person in a union organisation: their role (officers manage the members) and whether staff have validated the
 * membership (the union's register, the member's card). One row a person and organisation; it goes with either.
 */
export const unionMembers = pgTable(
  'union_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unionId: integer('union_id')
      .notNull()
      .references(() => unionOrganizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    isValidated: boolean('is_validated').notNull().default(false),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('union_members_union_user_key').on(t.unionId, t.userId),
    index('union_members_union_idx').on(t.unionId, t.isValidated, t.createdAt),
    index('union_members_user_idx').on(t.userId),
  ],
);
