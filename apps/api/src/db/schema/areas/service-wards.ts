import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

/** a ward's services of one provider type (resource 'service-wards/{type}'): the three tables share this shape */
const serviceWardsTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      name: text('name').notNull(),
      provider: text('provider').notNull(),
      phone: text('phone'),
      address: text('address'),
      link: text('link'),
      description: text('description'),
      wardId: integer('ward_id')
        .notNull()
        .references(() => wards.id),
      isActive: boolean('is_active').notNull().default(true),
      ...auditColumns(),
    },
    (t) => [index(`${name}_ward_idx`).on(t.wardId, t.createdAt)],
  );

export const serviceWardsOfficial = serviceWardsTable('service_wards_official');
export const serviceWardsRural = serviceWardsTable('service_wards_rural');
export const serviceWardsEnterprise = serviceWardsTable('service_wards_enterprise');
