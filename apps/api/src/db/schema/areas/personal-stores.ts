import { boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';

export const personalStores = pgTable(
  'personal_stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    description: text('description'),
    logo: text('logo'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    isOpen: boolean('is_open').notNull().default(true),
    /** the resident who opened it from the app (none: opened by staff for a seller without an account) */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index('personal_stores_ward_idx').on(t.wardId, t.createdAt),
    // a resident has one store — not one per ward, so a ward merger never meets two stores of one seller
    uniqueIndex('personal_stores_owner_key')
      .on(t.ownerId)
      .where(sql`owner_id is not null`),
  ],
);
