import { RESOURCES } from '@console/shared/resources/index-of-resources';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../db/schema/index.ts';
import { bindResourceTable } from './resource-table.ts';

const TABLE_OF: Record<string, PgTable> = {
  villages: tables.villages,
  'freq-asked-questions': tables.freqAskedQuestions,
  departments: tables.departments,
  positions: tables.positions,
};

/** every resource definition of packages/shared bound to its table; a resource without a table stops the boot */
export const RESOURCE_TABLES = RESOURCES.map((resource) => {
  const table = TABLE_OF[resource.name];
  if (!table) throw new Error(`resource ${resource.name} has no table in crud/resource-tables.ts`);
  return bindResourceTable(resource, table);
});
