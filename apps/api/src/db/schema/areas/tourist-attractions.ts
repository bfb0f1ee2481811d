import type { Attachment } from '@console/shared/field-kinds/attachments';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { placeColumns } from '../travel-service-columns.ts';
import { wards } from '../units.ts';

export const touristAttractions = pgTable(
  'tourist_attractions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    cover: text('cover'),
    description: text('description').notNull(),
    gallery: jsonb('gallery').$type<Attachment[]>(),
    openingHours: text('opening_hours'),
    ticketPrice: bigint('ticket_price', { mode: 'number' }),
    ...placeColumns(),
    vr3dLink: text('vr3d_link'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isApproved: boolean('is_approved').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('tourist_attractions_ward_idx').on(t.wardId, t.createdAt)],
);
