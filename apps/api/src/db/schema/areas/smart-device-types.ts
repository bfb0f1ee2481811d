import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const smartDeviceTypes = pgTable('smart_device_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order'),
  ...auditColumns(),
});
