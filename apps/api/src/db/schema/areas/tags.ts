import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    ...auditColumns(),
  },
  // 'Y tế' and 'y tế' are one tag: the second is refused ('Thẻ đã tồn tại!')
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);
