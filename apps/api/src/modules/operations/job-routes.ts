import {
  BACKGROUND_JOBS,
  type BackgroundJobName,
  type BackgroundJobRow,
  type BackgroundJobStatus,
} from '@console/shared/domain/background-jobs';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobRuns } from '../../db/schema/index.ts';
import { list, ZList } from '../../lib/envelope.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const NAMES = Object.keys(BACKGROUND_JOBS) as BackgroundJobName[];

const ZJobRow = z.object({
  id: z.number(),
  name: z.enum(NAMES as [BackgroundJobName, ...BackgroundJobName[]]),
  label: z.string(),
  status: z.enum(['running', 'ok', 'failed']).nullable(),
  node: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_ms: z.number().nullable(),
  error: z.string().nullable(),
  runs: z.number(),
  failures: z.number(),
  next_run_at: z.string().nullable(),
});

/**
 * The operator page's background jobs (issue 21): every job the nodes run once across them, with its last run as
 * job_runs keeps it — never run ones too. Read by administrators (the `operations` subject; ours, not spec §6).
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/operations/jobs',
    {
      config: { access: { action: 'list', subject: 'operations' } },
      schema: { tags: ['operations'], response: { 200: ZList(ZJobRow) } },
    },
    async () => {
      const rows = await app.db.select().from(jobRuns).where(inArray(jobRuns.name, NAMES));
      const byName = new Map(rows.map((row) => [row.name, row]));
      const entries = NAMES.map((name, index): BackgroundJobRow => {
        const row = byName.get(name);
        return {
          id: index + 1,
          name,
          label: BACKGROUND_JOBS[name],
          status: (row?.status as BackgroundJobStatus | null | undefined) ?? null,
          node: row?.node ?? null,
          started_at: iso(row?.startedAt ?? null),
          finished_at: iso(row?.finishedAt ?? null),
          duration_ms: row?.durationMs ?? null,
          error: row?.error ?? null,
          runs: row?.runs ?? 0,
          failures: row?.failures ?? 0,
          next_run_at: row?.status ? iso(row.nextRunAt) : null,
        };
      });
      return list(entries.length, entries);
    },
  );
};
