import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const phonebook = pgTable(
  'phonebook',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    position: text('position'),
    organisation: text('organisation'),
    phone: text('phone').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    sortOrder: integer('sort_order'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('phonebook_ward_idx').on(t.wardId, t.createdAt)],
);
