import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The list's search fields without diacritics, kept by PostgreSQL on every write (a generated column): a keyword is
 * matched against it (crud/resource-table.ts `searchText`) rather than unaccenting each field of each row it reads —
 * the residents' search of a market's products reads a ward's hundreds of rows per request (docs/benchmarks.md).
 * Fields are joined by a character no keyword holds, so a match never spans two of them. The fields must be the
 * definition's `list.search`.
 */
export const searchTextColumn = (...fields: string[]) =>
  text('search_text').generatedAlwaysAs(
    sql.raw(fields.map((field) => `coalesce(search_text(${field}), '')`).join(` || chr(1) || `)),
  );
