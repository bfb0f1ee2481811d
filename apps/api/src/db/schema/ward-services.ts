import { boolean, index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { wards } from './units.ts';
import { users } from './users.ts';

/**
 * The platform's catalogue of services (spec §7 service managements; the resource engine's 'service-managements'):
 * linked services (an outside address) and integrated ones. The built-in rows ('Khảo sát', 'Chợ quê'…) have a key and
 * ids below 100, kept in line with PLATFORM_SERVICES on every start; rows staff add get ids from 100 on and no key.
 */
export const platformServices = pgTable('platform_services', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  key: text('key').unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('integrated'),
  icon: text('icon'),
  link: text('link'),
  description: text('description'),
  sortOrder: integer('sort_order'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/**
 * Which catalogue services a ward turns on (the resource engine's 'ward-service-managements', and
 * GET /api/admin/unconf-wards/{id}): one row per ward and service. A service some ward has a row for is not deleted
 * (the ward's row goes first).
 */
export const wardServices = pgTable(
  'ward_services',
  {
    id: integer('id').notNull().unique().generatedAlwaysAsIdentity(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => platformServices.id),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.wardId, t.serviceId] }), index('ward_services_ward_idx').on(t.wardId, t.createdAt)],
);
