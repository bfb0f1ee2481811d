import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { smartDeviceTypes } from './smart-device-types.ts';

export const smartDevices = pgTable(
  'smart_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => smartDeviceTypes.id),
    image: text('image'),
    description: text('description'),
    link: text('link'),
    supplier: text('supplier'),
    price: bigint('price', { mode: 'number' }),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isApproved: boolean('is_approved').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('smart_devices_ward_idx').on(t.wardId, t.createdAt), index('smart_devices_type_idx').on(t.typeId)],
);
