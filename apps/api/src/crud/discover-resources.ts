import path from 'node:path';
import { findResources, importFolder } from '@console/shared/resources/find-resources.node';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as coreTables from '../db/schema/index.ts';

// issue 11: an area is a definition file and a table file; nothing lists them, they are found here at boot
const AREA_TABLES_DIR = path.resolve(import.meta.dirname, '../db/schema/areas');

/** every resource definition of packages/shared/src/resources */
export const discoverResources = findResources;

/** every table of db/schema (the core index and one file per area under areas/), by its SQL name */
export async function discoverTables(): Promise<Map<string, PgTable>> {
  const modules = [coreTables as Record<string, unknown>, ...(await importFolder(AREA_TABLES_DIR))];
  const tables = new Map<string, PgTable>();
  for (const value of modules.flatMap((module) => Object.values(module))) {
    if (is(value, PgTable)) tables.set(getTableName(value), value);
  }
  return tables;
}
