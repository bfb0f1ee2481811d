import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { smartSolutionTypes } from './smart-solution-types.ts';

export const smartSolutions = pgTable(
  'smart_solutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => smartSolutionTypes.id),
    image: text('image'),
    description: text('description'),
    link: text('link'),
    provider: text('provider'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('smart_solutions_ward_idx').on(t.wardId, t.createdAt), index('smart_solutions_type_idx').on(t.typeId)],
);
