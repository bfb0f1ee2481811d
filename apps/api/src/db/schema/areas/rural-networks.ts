import type { LatLng } from '@console/shared/field-kinds/location';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const ruralNetworks = pgTable(
  'rural_networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    networkKind: text('network_kind').notNull(),
    provider: text('provider'),
    address: text('address'),
    location: jsonb('location').$type<LatLng>(),
    description: text('description'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('rural_networks_ward_idx').on(t.wardId, t.createdAt)],
);
