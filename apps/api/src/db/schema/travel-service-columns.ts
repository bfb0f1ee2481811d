import type { LatLng } from '@console/shared/field-kinds/location';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns.ts';
import { wards } from './units.ts';

/** where a tourism row is and how to reach it (resources/tourism.ts `place`) */
export const placeColumns = () => ({
  address: text('address'),
  location: jsonb('location').$type<LatLng>(),
  mapLink: text('map_link'),
  phone: text('phone'),
});

/**
 * A travel service's table (accommodations, cuisines, transports, local specialties: resources/tourism.ts
 * `travelService`): the same columns for each, a table of its own so each keeps its own rows, counters and approvals.
 */
export const travelServiceTable = (name: string) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      name: text('name').notNull(),
      kind: text('kind').notNull(),
      image: text('image'),
      description: text('description'),
      ...placeColumns(),
      priceFrom: bigint('price_from', { mode: 'number' }),
      ownerName: text('owner_name'),
      wardId: integer('ward_id')
        .notNull()
        .references(() => wards.id),
      isApproved: boolean('is_approved').notNull().default(false),
      ...auditColumns(),
    },
    (t) => [
      index(`${name}_ward_idx`).on(t.wardId, t.createdAt),
      // a resident's own submissions (GET /api/web/{name}/mine)
      index(`${name}_created_by_idx`).on(t.createdBy, t.createdAt),
    ],
  );
