import { boolean, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // a parent with entries under it is not deleted: its entries would be lost from the app's menu unnoticed
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
    link: text('link'),
    icon: text('icon'),
    sortOrder: integer('sort_order'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('menus_ward_idx').on(t.wardId, t.createdAt), index('menus_parent_idx').on(t.parentId, t.sortOrder)],
);
