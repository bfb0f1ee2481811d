import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { approvalColumns } from '../approval-columns.ts';
import { auditColumns } from '../audit-columns.ts';
import { searchTextColumn } from '../search-text-column.ts';
import { wards } from '../units.ts';
import { personalStores } from './personal-stores.ts';

export const personalProducts = pgTable(
  'personal_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    image: text('image').notNull(),
    photos: jsonb('photos'),
    stock: integer('stock'),
    origin: text('origin'),
    contactPhone: text('contact_phone'),
    description: text('description'),
    storeId: integer('store_id')
      .notNull()
      .references(() => personalStores.id, { onDelete: 'cascade' }),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isHighlight: boolean('is_highlight').notNull().default(false),
    ...approvalColumns(),
    ...auditColumns(),
    searchText: searchTextColumn('name', 'origin'),
  },
  (t) => [
    index('personal_products_ward_idx').on(t.wardId, t.createdAt),
    // a ward's waiting queue and its public list, newest first; the public list by category
    index('personal_products_ward_status_idx').on(t.wardId, t.approvalStatus, t.createdAt),
    // … and the public search of a category counts its matches from the index alone (an index-only scan: the store
    // and the search text are in it), not from a heap page a product (0.19 ms instead of 1.4 at 418 products)
    index('personal_products_ward_status_category_idx').on(
      t.wardId,
      t.approvalStatus,
      t.category,
      t.createdAt,
      t.storeId,
      t.searchText,
    ),
    index('personal_products_store_idx').on(t.storeId, t.createdAt),
  ],
);
