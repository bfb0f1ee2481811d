import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const serviceSuggestions = pgTable(
  'service_suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name'),
    phone: text('phone'),
    content: text('content').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    handlingNote: text('handling_note'),
    isHandled: boolean('is_handled').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('service_suggestions_ward_idx').on(t.wardId, t.createdAt)],
);
