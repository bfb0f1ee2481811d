import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns.ts';

/** the table of a type list (packages/shared/src/resources/define-type-list.ts): name, description, order */
export const typeListTable = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order'),
    ...auditColumns(),
  });
