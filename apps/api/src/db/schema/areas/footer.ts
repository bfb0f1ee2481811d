import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const footer = pgTable('footer', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organization: text('organization').notNull(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  responsiblePerson: text('responsible_person'),
  license: text('license'),
  content: text('content'),
  ...auditColumns(),
});
