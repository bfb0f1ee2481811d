// Rows for any area of the resource engine (issue 11), made set-based: one INSERT … SELECT FROM generate_series, each
// column's value derived from its field's kind in the definition (packages/shared/src/resources/<name>.ts), spread
// over the wards of the demo province. Works on PostgreSQL and on PGlite (both run the same SQL).
import type { FieldDef } from '@console/shared/validation/field-defs';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resourceTableOf } from '../apps/api/src/crud/resource-tables.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { PROVINCE_ID } from './bench-database.ts';

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** the area's engine binding, or a clear error naming the areas there are */
export async function boundResource(name: string) {
  const bound = resourceTableOf(name);
  if (!bound) {
    const { RESOURCE_TABLES } = await import('../apps/api/src/crud/resource-tables.ts');
    throw new Error(`no area ${name}; areas: ${RESOURCE_TABLES.map((t) => t.resource.name).join(', ')}`);
  }
  return bound;
}

const text = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/** the value of field `key` for series row g, or null when the kind has no cheap synthetic value (left NULL) */
function valueOf(key: string, def: FieldDef): SQL | null {
  const n = sql.raw('g');
  const cut = (expression: SQL) => (def.max ? sql`left(${expression}, ${sql.raw(String(def.max))})` : expression);
  switch (def.kind) {
    case 'ward':
      return sql`w.ids[1 + ${n} % w.n]`;
    case 'reference':
      return sql`${sql.raw(`ref_${key}`)}.ids[1 + ${n} % ${sql.raw(`ref_${key}`)}.n]`;
    case 'boolean':
      // mostly the default, so lists that show only approved / enabled rows still find many
      return def.default === false ? sql`${n} % 4 <> 0` : sql`${n} % 10 <> 0`;
    case 'text':
      if (def.format === 'url') return cut(sql`'https://example.vn/bench/' || ${n}`);
      if (def.format === 'phone') return sql`'09' || lpad((${n} % 100000000)::text, 8, '0')`;
      if (def.format) return null;
      return cut(sql`${text(def.label)} || ' ' || ${n}`);
    case 'textarea':
      return cut(sql`${text(def.label)} || ' số ' || ${n} || ': nội dung mẫu cho bài đo hiệu năng.'`);
    case 'richtext':
      return cut(sql`'<p>' || ${text(def.label)} || ' số ' || ${n} || ': nội dung mẫu cho bài đo hiệu năng.</p>'`);
    case 'image':
      return sql`'https://example.vn/images/' || (${n} % 100) || '.jpg'`;
    case 'number':
      return sql`${n} % 1000`;
    case 'money':
      return sql`(1 + ${n} % 200) * 50000`;
    case 'select': {
      const options = def.options ?? [];
      if (options.length === 0) return null;
      const values = options.map((o) => (typeof o.value === 'number' ? String(o.value) : `'${o.value}'`));
      // hashed, not g mod n: with the ward also g mod (wards), a count of wards divisible by n would give each
      // ward a single value (every product of a ward waiting, none in another)
      const count = sql.raw(String(options.length));
      return sql`(array[${sql.raw(values.join(', '))}])[1 + ((hashint4(${n}::int) % ${count}) + ${count}) % ${count}]`;
    }
    case 'location':
      return sql`jsonb_build_object('lat', 22.3 + (${n} % 1000) / 10000.0, 'lng', 103.9 + (${n} % 997) / 10000.0)`;
    default:
      return null;
  }
}

/**
 * Replaces the rows of area `name` by `count` synthetic ones (row g made g seconds ago, in ward g mod wards); a
 * referenced catalogue without rows (smart-device-types for smart-devices) gets 12 first. Returns the seconds taken.
 */
export async function seedResourceRows(db: Db, name: string, count: number, emptyCatalogue = false): Promise<number> {
  const bound = await boundResource(name);
  const { resource, table } = bound;
  const columns = new Map(Object.values(getTableColumns(table)).map((c) => [c.name, c as AnyPgColumn]));
  const references = Object.entries(resource.fields).filter(([, def]) => def.kind === 'reference');
  for (const [, def] of references) {
    const target = await boundResource(def.to!);
    const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${target.table}`));
    if (n === 0) await seedResourceRows(db, target.resource.name, 12, true);
  }

  const names: string[] = [];
  const values: SQL[] = [];
  for (const [key, def] of Object.entries(resource.fields)) {
    const value = valueOf(key, def);
    const column = columns.get(key)!;
    if (value) {
      names.push(key);
      values.push(sql`(${value})::${sql.raw(column.getSQLType())}`);
    } else if (column.notNull && !column.hasDefault) {
      throw new Error(`${name}.${key}: no synthetic value for a required ${def.kind}`);
    }
  }
  for (const [key, value] of [
    ['created_at', sql`now() - make_interval(secs => g)`],
    ['updated_at', sql`now() - make_interval(secs => g)`],
  ] as const) {
    if (columns.has(key)) {
      names.push(key);
      values.push(value);
    }
  }
  const ctes = [
    sql`w as (select array_agg(id order by id) as ids, count(*)::int as n from wards where province_id = ${PROVINCE_ID})`,
    ...references.map(([key, def]) => {
      const target = resourceTableOf(def.to!)!;
      return sql`${sql.raw(`ref_${key}`)} as (select array_agg(id order by id) as ids, count(*)::int as n from ${target.table})`;
    }),
  ];
  const from = [sql`generate_series(1, ${count}) as g`, sql`w`, ...references.map(([key]) => sql.raw(`ref_${key}`))];

  const started = performance.now();
  // an empty catalogue's table may still be named by the area's foreign key (articles → article_categories):
  // TRUNCATE refuses that without CASCADE, which here removes nothing (no row can point at an empty table)
  await db.execute(sql`truncate ${table} restart identity ${sql.raw(emptyCatalogue ? 'cascade' : '')}`);
  await db.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    insert into ${table} (${sql.raw(names.map((c) => `"${c}"`).join(', '))})
    select ${sql.join(values, sql`, `)}
    from ${sql.join(from, sql`, `)}
    order by g desc`);
  const seconds = (performance.now() - started) / 1000;
  // a bulk load leaves the visibility map empty: vacuum so counts can use index-only scans
  await db.execute(sql.raw(`vacuum analyze ${getTableName(table)}`));
  return seconds;
}
