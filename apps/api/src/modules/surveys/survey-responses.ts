import { ALREADY_ANSWERED_MESSAGE, SURVEY_FULL_MESSAGE, SURVEY_NOT_OPEN_MESSAGE } from '@console/shared/forms/survey';
import { readAnswers, type AnswerValue, type Answers } from '@console/shared/surveys/survey-answers';
import { questionsOf, type SurveyQuestion } from '@console/shared/surveys/survey-definition';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { surveyAnswerCounts, surveyResponses, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { surveysForPerson, type Person } from './survey-audience.ts';
import { responseCountOf } from './survey-queries.ts';

/**
 * how many rows each counter is spread over: a response writes to one, so this many can be written at once in one
 * ward on one day; the statistic sums them all (docs/benchmarks.md: the counters' contention)
 */
export const SURVEY_COUNTER_SHARDS = 8;

/** one counter to add to: a question's option (or '' for the question as answered), with what a number adds */
interface Tally {
  question: string;
  option: string;
  amount: number;
}

/**
 * What a response adds to the counters: the response itself (question ''), each answered question (option ''), and
 * each choice made — an option, 'yes'/'no', a rating's value, a grid's 'row:column'; numbers and ratings add their
 * value, for averages. Text and dates are read from the responses themselves.
 */
export function talliesOf(questions: readonly SurveyQuestion[], answers: Answers): Tally[] {
  const tallies: Tally[] = [{ question: '', option: '', amount: 0 }];
  for (const question of questions) {
    const answer: AnswerValue | undefined = answers[question.key];
    if (answer === undefined) continue;
    const add = (option: string, amount = 0) => tallies.push({ question: question.key, option, amount });
    const value = question.kind === 'number' || question.kind === 'rating' ? (answer as number) : 0;
    add('', value);
    if (question.kind === 'single') add((answer as { option: string }).option);
    if (question.kind === 'multiple') for (const option of (answer as { options: string[] }).options) add(option);
    if (question.kind === 'yes_no') add(answer ? 'yes' : 'no');
    if (question.kind === 'rating') add(String(answer));
    if (question.kind === 'grid')
      for (const [row, column] of Object.entries(answer as Record<string, string>)) add(`${row}:${column}`);
  }
  return tallies;
}

/**
 * adds the tallies in one statement, in key order (two responses locking the same counters never deadlock), on the
 * Vietnam day of `at` (the database's now: a response's own time; the demo data's spread over past days)
 */
export async function addTallies(
  tx: Tx,
  response: { surveyId: number; id: number; wardId: number },
  tallies: Tally[],
  at?: Date,
) {
  const c = surveyAnswerCounts;
  const { surveyId, wardId } = response;
  const shard = response.id % SURVEY_COUNTER_SHARDS;
  const instant = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await tx.execute(sql`
    insert into ${c} (survey_id, question_key, option_key, ward_id, day, shard, count, total)
    select ${surveyId}::int, t.question, t.option, ${wardId}::int,
           (${instant} at time zone 'Asia/Ho_Chi_Minh')::date, ${shard}::smallint, 1, t.amount
    from unnest(${sql.param(tallies.map((t) => t.question))}::text[], ${sql.param(tallies.map((t) => t.option))}::text[],
                ${sql.param(tallies.map((t) => t.amount))}::numeric[]) as t(question, option, amount)
    order by t.question, t.option
    on conflict (survey_id, question_key, option_key, ward_id, day, shard)
    do update set count = ${c.count} + 1, total = ${c.total} + excluded.total`);
}

export interface Respondent extends Person {
  id: number;
}

/**
 * A resident's response, all or nothing (spec issue 14): the survey open to them right now, the answers read
 * against its questions and conditions (400 with each question's Vietnamese message), one response per person
 * unless the survey allows more (a unique key, so two clicks at once still make one), the cap on responses, then the
 * response and its counters in one transaction. The counters are written last: their row locks, which responses of
 * one ward and day share, are held only until the commit.
 */
export async function respond(
  db: Db,
  respondent: Respondent,
  personKeyOf: (surveyId: number, anonymous: boolean) => string,
  surveyId: number,
  input: unknown,
) {
  const [survey] = await db
    .select({
      sections: surveys.sections,
      status: surveys.status,
      anonymous: surveys.anonymous,
      multiple: surveys.multipleResponses,
      cap: surveys.maxResponses,
      open: sql<boolean>`(${surveys.openAt} <= now() and now() < ${surveys.closeAt})`,
    })
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), surveysForPerson(respondent)));
  if (!survey || survey.status !== 'approved') throw new AppError('NOT_FOUND');
  if (!survey.open) throw new AppError('VALIDATION', SURVEY_NOT_OPEN_MESSAGE);
  const { answers, problems } = readAnswers(survey.sections, input);
  // the first problem's message (the app's form runs the same reading and shows each beside its question)
  if (problems.length) throw new AppError('VALIDATION', problems[0].message);
  const personKey = survey.multiple ? null : personKeyOf(surveyId, survey.anonymous);
  return db.transaction(async (tx) => {
    if (survey.cap !== null) {
      // a capped survey takes its responses one at a time: the count and the new response agree
      await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
      const [{ count }] = await tx
        .select({ count: responseCountOf(surveyId) })
        .from(surveys)
        .where(eq(surveys.id, surveyId));
      if (count >= survey.cap) throw new AppError('VALIDATION', SURVEY_FULL_MESSAGE);
    }
    const [made] = await tx
      .insert(surveyResponses)
      .values({
        surveyId,
        userId: survey.anonymous ? null : respondent.id,
        personKey,
        wardId: respondent.ward_id,
        answers,
      })
      .onConflictDoNothing()
      .returning({ id: surveyResponses.id });
    if (!made) throw new AppError('VALIDATION', ALREADY_ANSWERED_MESSAGE);
    const response = { surveyId, id: made.id, wardId: respondent.ward_id ?? 0 };
    await addTallies(tx, response, talliesOf(questionsOf(survey.sections), answers));
    return made.id;
  });
}
