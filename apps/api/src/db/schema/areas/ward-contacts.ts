import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const wardContacts = pgTable(
  'ward_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    handlingNote: text('handling_note'),
    isHandled: boolean('is_handled').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('ward_contacts_ward_idx').on(t.wardId, t.createdAt)],
);
