import type { LatLng } from '@console/shared/field-kinds/location';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const contact = pgTable('contact', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  address: text('address'),
  hotline: text('hotline'),
  email: text('email'),
  website: text('website'),
  fanpage: text('fanpage'),
  workingHours: text('working_hours'),
  mapLink: text('map_link'),
  location: jsonb('location').$type<LatLng>(),
  ...auditColumns(),
});
