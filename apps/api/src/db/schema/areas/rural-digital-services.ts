import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const ruralDigitalServices = pgTable(
  'rural_digital_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    icon: text('icon'),
    link: text('link').notNull(),
    description: text('description'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    sortOrder: integer('sort_order'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('rural_digital_services_ward_idx').on(t.wardId, t.createdAt)],
);
