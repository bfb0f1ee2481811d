// npx tsx bench/seed-resources.ts [area] [count]: `count` (1,000,000) rows of a resource engine area (smart-devices)
// over the demo province's wards in the bench database (kept: users stay), by one INSERT … SELECT FROM
// generate_series (bench/resource-rows.ts), then VACUUM ANALYZE.
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './bench-database.ts';
import { boundResource, rowsOf, seedResourceRows } from './resource-rows.ts';

const area = process.argv[2] ?? 'smart-devices';
const count = Number(process.argv[3] ?? 1_000_000);
const database = await openBenchDatabase();
const { table } = await boundResource(area);
const seconds = await seedResourceRows(database.db, area, count);
const [{ n, size }] = rowsOf<{ n: number; size: string }>(
  await database.db.execute(
    sql`select count(*)::int as n, pg_size_pretty(pg_total_relation_size(${sql.raw(`'${area.replace(/-/g, '_')}'`)})) as size from ${table}`,
  ),
);
console.log(`inserted ${count} ${area} in ${seconds.toFixed(1)} s; ${n} rows, ${size} with indexes`);
await database.close();
