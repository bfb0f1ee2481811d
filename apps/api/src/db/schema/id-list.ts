import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/pg-core';

/** a list of ids chosen in a form (roles, wards, villages…): an integer array, empty by default */
export const idList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
