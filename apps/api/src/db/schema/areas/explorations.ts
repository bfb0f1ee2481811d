import type { LatLng } from '@console/shared/field-kinds/location';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const explorations = pgTable(
  'explorations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    cover: text('cover'),
    content: text('content').notNull(),
    location: jsonb('location').$type<LatLng>(),
    mapLink: text('map_link'),
    vr3dLink: text('vr3d_link'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('explorations_ward_idx').on(t.wardId, t.createdAt)],
);
