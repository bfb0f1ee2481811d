import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const excelFiles = pgTable(
  'excel_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    file: jsonb('file').$type<Attachment[]>().notNull(),
    description: text('description'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isPublished: boolean('is_published').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('excel_files_ward_idx').on(t.wardId, t.createdAt)],
);
