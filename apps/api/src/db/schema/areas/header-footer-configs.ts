import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const headerFooterConfigs = pgTable(
  'header_footer_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    headerTitle: text('header_title').notNull(),
    headerSubtitle: text('header_subtitle'),
    headerImage: text('header_image'),
    headerColor: text('header_color').notNull().default('#1b5e20'),
    footerContent: text('footer_content'),
    footerColor: text('footer_color').notNull().default('#37474f'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    ...auditColumns(),
  },
  // one per ward: a second is refused ('Cấu hình đầu trang, chân trang đã tồn tại!'); the list reads it by ward too
  (t) => [uniqueIndex('header_footer_configs_ward_key').on(t.wardId)],
);
