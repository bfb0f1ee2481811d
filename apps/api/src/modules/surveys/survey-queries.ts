import type { SurveyStatus } from '@console/shared/forms/survey';
import { questionsOf } from '@console/shared/surveys/survey-definition';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../crud/resource-table.ts';
import type { Db } from '../../db/client.ts';
import { surveyAnswerCounts, surveyResponses, surveys } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { countRows } from '../../query/count-rows.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';
import { nameOf } from '../../query/name-of.ts';
import { asJson } from '../notifications/notification-queries.ts';
import { managedSurveys, openNow, surveysForPerson, type Person } from './survey-audience.ts';

const s = surveys;

/** responses so far: the counters' response rows (question ''), a few per ward and day */
export const responseCountOf = (surveyId: SQL | number) =>
  sql<number>`(select coalesce(sum(c.count), 0)::int from ${surveyAnswerCounts} c
    where c.survey_id = ${surveyId} and c.question_key = '')`;

const listColumns = {
  id: s.id,
  title: s.title,
  status: s.status,
  open_at: s.openAt,
  close_at: s.closeAt,
  anonymous: s.anonymous,
  max_responses: s.maxResponses,
  response_count: responseCountOf(qualified(s.id)).as('response_count'),
  question_count: sql<number>`(select count(*)::int from jsonb_array_elements(${s.sections}) sec,
    jsonb_array_elements(sec -> 'questions'))`.as('question_count'),
  ward_id: s.wardId,
  ward_name: nameOf('wards', s.wardId, 'ward_name'),
  created_at: s.createdAt,
  updated_at: s.updatedAt,
  created_by_name: nameOf('users', s.createdBy, 'created_by_name', 'full_name'),
};

const detailColumns = {
  ...listColumns,
  description: s.description,
  sections: s.sections,
  multiple_responses: s.multipleResponses,
  ward_ids: s.wardIds,
  village_ids: s.villageIds,
  role_ids: s.roleIds,
  approved_at: s.approvedAt,
  approved_by_name: nameOf('users', s.approvedBy, 'approved_by_name', 'full_name'),
};

export interface SurveyListQuery extends Paging {
  status?: SurveyStatus;
}

export async function listSurveys(db: Db, scope: UnitScope, query: SurveyListQuery) {
  const where = managedSurveys(
    scope,
    query.status ? eq(s.status, query.status) : undefined,
    query.keyword ? sql`search_text(${s.title}) like ${searchPattern(likePattern(query.keyword))}` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(s)
      .where(where)
      .orderBy(query.order === 'asc' ? s.createdAt : desc(s.createdAt), desc(s.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    countRows(db, s, where),
  ]);
  return { total, entries: rows.map(asJson) };
}

export async function findSurvey(db: Db, scope: UnitScope, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(s)
    .where(managedSurveys(scope, eq(s.id, id)));
  return row ? asJson(row) : null;
}

/** GET …/{id}/detail: the survey with how many answered each question (the counters' per-question sums) */
export async function surveyDetail(db: Db, scope: UnitScope, id: number) {
  const survey = await findSurvey(db, scope, id);
  if (!survey) return null;
  const rows = await db
    .select({
      question: surveyAnswerCounts.questionKey,
      answered: sql<number>`sum(${surveyAnswerCounts.count}) filter (where ${surveyAnswerCounts.optionKey} = '')`,
    })
    .from(surveyAnswerCounts)
    .where(eq(surveyAnswerCounts.surveyId, id))
    .groupBy(surveyAnswerCounts.questionKey);
  const answered = new Map(rows.map((row) => [row.question, Number(row.answered ?? 0)]));
  return {
    ...survey,
    questions: questionsOf(survey.sections).map((question) => ({
      key: question.key,
      title: question.title,
      kind: question.kind,
      answered: answered.get(question.key) ?? 0,
    })),
  };
}

/** what a resident reads before answering: the questions and the times, none of the audience settings */
const receiverColumns = {
  id: s.id,
  title: s.title,
  description: s.description,
  sections: s.sections,
  open_at: s.openAt,
  close_at: s.closeAt,
  anonymous: s.anonymous,
  multiple_responses: s.multipleResponses,
};

/** GET …/{id}/receiver: the survey as a resident sees it, for an officer who manages it (a preview) */
export async function receiverView(db: Db, scope: UnitScope, id: number) {
  const [row] = await db
    .select(receiverColumns)
    .from(s)
    .where(managedSurveys(scope, eq(s.id, id)));
  return row ? asJson(row) : null;
}

/** has this person (or, for an anonymous survey, their keyed hash) answered it already */
const answeredBy = (personKey: (surveyId: SQL) => SQL) =>
  sql<boolean>`exists (select 1 from ${surveyResponses} r
    where r.survey_id = ${qualified(s.id)} and r.person_key = ${personKey(qualified(s.id))})`;

/** the open surveys a resident is asked, newest first, each with whether they answered it */
export async function openSurveysFor(
  db: Db,
  person: Person & { id: number },
  personKey: (surveyId: SQL) => SQL,
  paging: Paging,
) {
  const where = and(openNow, surveysForPerson(person));
  const [rows, total] = await Promise.all([
    db
      .select({ ...receiverColumns, answered: answeredBy(personKey).as('answered') })
      .from(s)
      .where(where)
      .orderBy(desc(s.openAt), desc(s.id))
      .limit(paging.length)
      .offset(offsetOf(paging)),
    countRows(db, s, where),
  ]);
  return { total, entries: rows.map(asJson) };
}

export async function openSurveyFor(db: Db, person: Person, personKey: (surveyId: SQL) => SQL, id: number) {
  const [row] = await db
    .select({ ...receiverColumns, answered: answeredBy(personKey).as('answered') })
    .from(s)
    .where(and(eq(s.id, id), openNow, surveysForPerson(person)));
  return row ? asJson(row) : null;
}
