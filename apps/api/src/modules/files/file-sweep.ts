import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import { deleteStored } from './image-variants.ts';

/** one key for the whole sweep, beside the seed's (7241001), the counters' (7241002) and the overdue job's (7241005) */
export const FILE_SWEEP_LOCK = 7_241_006;
/** files looked at per run (their ids travel as one parameter); the rest wait for the next run. Large, because each
 *  run reads every text column once whatever the number of candidates: a backlog of old uploads clears in few runs */
export const FILE_SWEEP_BATCH = 20_000;
/** what rows hold to point at a file (file-names.ts filePath), as a POSIX regexp capturing the id */
const FILE_REFERENCE = '/api/files/([0-9a-fA-F-]{36})/';
/** column types that can hold a path: plain text, rich-text HTML, attachment lists in json */
const SCANNED_TYPES = ['text', 'character varying', 'json', 'jsonb'];
/** never scanned: the files' own table, and drizzle's bookkeeping if it ever sits in the app's schema */
const SKIPPED_TABLES = ['files', '__drizzle_migrations'];

export interface FileSweepRun {
  /** false when another node held the sweep's lock: this run did nothing */
  locked: boolean;
  /** candidates looked at: never seen in use and older than a day */
  checked: number;
  /** candidates found in use, marked attached for good */
  attached: number;
  /** candidates deleted, rows and bytes */
  removed: number;
  /** columns read to find references (0 when there was no candidate) */
  scanned: number;
}

export interface FileSweepOptions {
  batchSize?: number;
  /** where a storage failure is reported (the rows are gone by then; the bytes are only left over) */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Removes uploads that nothing ever pointed at (a form abandoned after its picture was uploaded) once they are a day
 * old. Rows point at files by path inside text or json columns of any table, so the references are found by reading
 * every such column of the current schema at run time: an area added later is covered without touching this file.
 *
 * A file seen in use gets attached_at and is never a candidate again, even when the row using it goes later: the
 * history (audit_log) may still show it, and "never attached to anything" is the only rule applied here.
 *
 * One transaction under an advisory lock, so one node sweeps at a time; the bytes go after the commit, so a rollback
 * never leaves a row without its bytes.
 */
export async function sweepUnattachedFiles(
  db: Db,
  storage: FileStorage,
  options: FileSweepOptions = {},
): Promise<FileSweepRun> {
  const batchSize = options.batchSize ?? FILE_SWEEP_BATCH;
  const run = await db.transaction(async (tx) => {
    const idle = { checked: 0, attached: 0, removed: [] as string[], scanned: 0 };
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${FILE_SWEEP_LOCK}) as locked`);
    if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return { locked: false, ...idle };

    // the database's clock, not this node's: the nodes' clocks may differ, created_at was written by the database
    const candidates = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text as id from files
        where attached_at is null and created_at < now() - interval '1 day'
        order by created_at
        limit ${batchSize}`),
    ).map((row) => row.id);
    if (!candidates.length) return { locked: true, ...idle };

    const columns = rowsOf<{ table: string; column: string }>(
      await tx.execute(sql`
        select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type = any(string_to_array(${SCANNED_TYPES.join(',')}, ','))
          and c.table_name <> all(string_to_array(${SKIPPED_TABLES.join(',')}, ','))
        order by c.table_name, c.ordinal_position`),
    );
    // one statement for all columns: PGlite runs one statement at a time, and the candidates travel once (as one
    // comma-separated parameter, not one parameter per id per column)
    const branches: SQL[] = columns.map(({ table, column }) => {
      const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`;
      return sql`select m.parts[1] as id from ${sql.identifier(table)}
        cross join lateral regexp_matches(${value}, ${FILE_REFERENCE}, 'g') as m(parts)
        where ${value} like '%/api/files/%'`;
    });
    const used = columns.length
      ? rowsOf<{ id: string }>(
          await tx.execute(sql`
            with candidates as (select unnest(string_to_array(${candidates.join(',')}, ',')) as id)
            select distinct lower(found.id) as id
            from (${sql.join(branches, sql` union all `)}) found
            where lower(found.id) in (select id from candidates)`),
        ).map((row) => row.id)
      : [];

    if (used.length)
      await tx.execute(sql`
        update files set attached_at = now()
        where id = any(string_to_array(${used.join(',')}, ',')::uuid[])`);
    const inUse = new Set(used);
    const unused = candidates.filter((id) => !inUse.has(id));
    const removed = unused.length
      ? rowsOf<{ id: string }>(
          await tx.execute(sql`
            delete from files
            where id = any(string_to_array(${unused.join(',')}, ',')::uuid[]) and attached_at is null
            returning id::text as id`),
        ).map((row) => row.id)
      : [];
    return { locked: true, checked: candidates.length, attached: used.length, removed, scanned: columns.length };
  });

  // after the commit: a failure here leaves bytes nobody can reach, never a row whose bytes are gone
  for (const id of run.removed) {
    try {
      await deleteStored(storage, id);
    } catch (error) {
      options.log?.warn({ err: error, file: id }, 'file sweep: stored bytes not removed');
    }
  }
  return { ...run, removed: run.removed.length };
}
