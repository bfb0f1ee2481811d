import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { approvalColumns } from '../approval-columns.ts';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { categories } from './categories.ts';

/** what residents and cooperatives offer (resources/agriculture-services.ts): machine services and supplies */
export const agricultureServices = pgTable(
  'agriculture_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    // a category in use is not deleted (the API answers that it is in use): switched off instead
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    season: text('season'),
    /** the hamlets of the row's ward it serves (field kind references to villages, same ward) */
    serviceAreaIds: integer('service_area_ids').array(),
    providerKind: text('provider_kind').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    description: text('description'),
    photos: jsonb('photos'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...approvalColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('agriculture_services_ward_idx').on(t.wardId, t.createdAt),
    // a screen's list (one kind) and the residents' list (approved rows of a ward)
    index('agriculture_services_ward_kind_idx').on(t.wardId, t.kind, t.approvalStatus, t.createdAt),
    index('agriculture_services_category_idx').on(t.categoryId),
    // a resident's own offers (GET /api/web/agriculture-services/mine)
    index('agriculture_services_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);
