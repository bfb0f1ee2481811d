import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns.ts';
import { roles } from './roles.ts';
import { wards } from './units.ts';

// Tables behind the plain CRUD resources of packages/shared/src/resources: columns carry the field keys.

export const villages = pgTable(
  'villages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    headName: text('head_name'),
    phone: text('phone'),
    households: integer('households'),
    description: text('description'),
    ...auditColumns(),
  },
  (t) => [index('villages_ward_idx').on(t.wardId)],
);

export const freqAskedQuestions = pgTable(
  'freq_asked_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    sortOrder: integer('sort_order'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('freq_asked_questions_ward_idx').on(t.wardId)],
);

export const departments = pgTable('departments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  ...auditColumns(),
});

export const positions = pgTable('positions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  ...auditColumns(),
});

/** which roles work in which department (spec: dept-relas) */
export const departmentRoles = pgTable(
  'department_roles',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.roleId] })],
);

/**
 * How many rows each ward holds in each ward-scoped resource table, kept exact inside the writing transaction by
 * statement triggers that the boot installs on every such table (crud/row-counters.ts): an unfiltered list's total is
 * one counter row (a ward) or a sum over a district's or province's wards, instead of a count of every row
 * (docs/benchmarks.md, "Resource list (issue 11)").
 */
export const resourceRowCounts = pgTable(
  'resource_row_counts',
  {
    tableName: text('table_name').notNull(),
    wardId: integer('ward_id').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.wardId] })],
);
