import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { runPeriodically } from '../../lib/periodic-job.ts';

/** how often a node folds the counters of days that are over (any node may: each row moves once) */
export const COUNTER_FOLD_INTERVAL_MS = 3_600_000;

/**
 * The counters of a day that is over (Vietnam time) take no more writes — a response counts on its own day — so their
 * shards (survey-responses.ts: there only so that one day's responses do not queue on the same rows) are folded
 * into shard 0: a survey's statistic then sums one row per question, option, ward and past day instead of eight
 * (docs/benchmarks.md). One statement: the moved rows are deleted and added in the same snapshot, so a response, a
 * statistic or another node folding at the same moment sees each count once. Answers how many rows were folded.
 */
export async function foldPastCounterShards(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with moved as (
      delete from survey_answer_counts
      where shard <> 0 and day < (now() at time zone 'Asia/Ho_Chi_Minh')::date
      returning survey_id, question_key, option_key, ward_id, day, count, total
    ), summed as (
      select survey_id, question_key, option_key, ward_id, day, sum(count)::int as count, sum(total) as total
      from moved group by survey_id, question_key, option_key, ward_id, day
    )
    insert into survey_answer_counts (survey_id, question_key, option_key, ward_id, day, shard, count, total)
    select survey_id, question_key, option_key, ward_id, day, 0, count, total from summed
    order by survey_id, question_key, option_key, ward_id, day
    on conflict (survey_id, question_key, option_key, ward_id, day, shard)
    do update set count = survey_answer_counts.count + excluded.count,
                  total = survey_answer_counts.total + excluded.total`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}

/** folds once an hour (one node a turn); tests call foldPastCounterShards() themselves */
export const surveyCounterFoldPlugin = fp(async (app: FastifyInstance) => {
  runPeriodically(app, {
    name: 'survey-counter-fold',
    firstDelay: COUNTER_FOLD_INTERVAL_MS,
    interval: COUNTER_FOLD_INTERVAL_MS,
    run: async () => void (await foldPastCounterShards(app.db)),
  });
});
