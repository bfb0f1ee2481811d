import {
  conditionOptions,
  OTHER_LABEL,
  OTHER_OPTION,
  questionsOf,
  RATING_MAX,
  type SurveyQuestion,
  type SurveySection,
} from '@console/shared/surveys/survey-definition';
import type { QuestionStatistic, StatisticFilter } from '@console/shared/surveys/survey-statistic';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyAnswerCounts, surveyResponses } from '../../db/schema/index.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';

export type { QuestionStatistic, StatisticFilter };

const percentOf = (count: number, of: number) => (of ? Math.round((count / of) * 1_000) / 10 : 0);

function optionsOf(question: SurveyQuestion): { key: string; label: string }[] {
  if (question.kind === 'yes_no')
    return [
      { key: 'yes', label: 'Có' },
      { key: 'no', label: 'Không' },
    ];
  if (question.kind === 'rating')
    return Array.from({ length: RATING_MAX }, (_, i) => ({ key: String(i + 1), label: `${i + 1} sao` }));
  if (question.kind === 'single' || question.kind === 'multiple')
    return conditionOptions(question).map((key) => ({
      key,
      label: key === OTHER_OPTION ? OTHER_LABEL : question.options.find((o) => o.key === key)!.label,
    }));
  return [];
}

/**
 * GET …/{id}/statistic: every question's counts and percentages, averages, and responses per day, all under the same
 * unit and date filter, summed from the counters kept with each response (survey_answer_counts): a few rows per
 * option, ward and day, never the answers themselves.
 */
export async function surveyStatistic(
  db: Db,
  survey: { id: number; sections: SurveySection[] },
  filter: StatisticFilter,
) {
  const c = surveyAnswerCounts;
  const where = and(
    eq(c.surveyId, survey.id),
    filter.ward_id === undefined ? undefined : eq(c.wardId, filter.ward_id),
    filter.from ? gte(c.day, filter.from) : undefined,
    filter.to ? lte(c.day, filter.to) : undefined,
  );
  const [sums, days] = await Promise.all([
    db
      .select({
        question: c.questionKey,
        option: c.optionKey,
        count: sql<number>`sum(${c.count})::int`,
        total: sql<string>`sum(${c.total})`,
      })
      .from(c)
      .where(where)
      .groupBy(c.questionKey, c.optionKey),
    db
      .select({ day: sql<string>`${c.day}::text`, count: sql<number>`sum(${c.count})::int` })
      .from(c)
      .where(and(where, eq(c.questionKey, '')))
      .groupBy(c.day)
      .orderBy(c.day),
  ]);
  const counted = new Map(sums.map((row) => [`${row.question}\u0000${row.option}`, row]));
  const countOf = (question: string, option: string) => counted.get(`${question}\u0000${option}`)?.count ?? 0;
  const questions = questionsOf(survey.sections).map((question): QuestionStatistic => {
    const answered = countOf(question.key, '');
    const option = (key: string, label: string, of = answered) => {
      const count = countOf(question.key, key);
      return { key, label, count, percent: percentOf(count, of) };
    };
    const numeric = question.kind === 'number' || question.kind === 'rating';
    const sum = Number(counted.get(`${question.key}\u0000`)?.total ?? 0);
    return {
      key: question.key,
      title: question.title,
      kind: question.kind,
      answered,
      options: optionsOf(question).map((o) => option(o.key, o.label)),
      ...(question.kind === 'grid'
        ? {
            rows: question.rows.map((row) => ({
              key: row.key,
              label: row.label,
              options: question.options.map((column) => option(`${row.key}:${column.key}`, column.label)),
            })),
          }
        : {}),
      average: numeric && answered ? Math.round((sum / answered) * 100) / 100 : null,
    };
  });
  return { responses: countOf('', ''), days, questions };
}

export interface TextAnswerQuery extends StatisticFilter, Paging {
  question: string;
}

/**
 * GET …/{id}/statistic/answers: what people wrote to one question (a text, a date, an 'other' choice's text), newest
 * first, a page at a time and searchable, under the statistic's unit and date filter. Read from the responses (the
 * counters keep no text).
 */
export async function textAnswers(db: Db, surveyId: number, query: TextAnswerQuery) {
  const r = surveyResponses;
  // a choice's answer is an object: only its 'other' text is written text (a pick of a listed option has none)
  const text = sql<string>`case jsonb_typeof(${r.answers} -> ${query.question})
    when 'object' then ${r.answers} -> ${query.question} ->> 'other_text' else ${r.answers} ->> ${query.question} end`;
  const where = and(
    eq(r.surveyId, surveyId),
    sql`${r.answers} ? ${query.question}`,
    sql`${text} is not null`,
    query.ward_id === undefined ? undefined : eq(r.wardId, query.ward_id),
    query.from ? sql`(${r.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date >= ${query.from}::date` : undefined,
    query.to ? sql`(${r.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date <= ${query.to}::date` : undefined,
    query.keyword ? sql`search_text(${text}) like ${searchPattern(likePattern(query.keyword))}` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: r.id, text, ward_id: r.wardId, created_at: r.createdAt })
      .from(r)
      .where(where)
      .orderBy(desc(r.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(r)
      .where(where),
  ]);
  return { total, entries: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) };
}
