import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { wards } from './units.ts';
import { users } from './users.ts';

/** the platform's services a ward may switch on (spec §6: 'Khảo sát', 'Chợ quê', …) */
export const platformServices = pgTable('platform_services', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
});

export const wardServices = pgTable(
  'ward_services',
  {
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => platformServices.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.wardId, t.serviceId] })],
);
