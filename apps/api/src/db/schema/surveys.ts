import type { SurveyStatus } from '@console/shared/forms/survey';
import type { Answers } from '@console/shared/surveys/survey-answers';
import type { SurveySection } from '@console/shared/surveys/survey-definition';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns.ts';
import { idList } from './id-list.ts';
import { districts, provinces, wards } from './units.ts';
import { users } from './users.ts';

/**
 * A survey (issue 14): its questions as written in the builder (jsonb: read and written whole, never queried
 * inside), who may answer, when. Its units are the writer's when it was written, as for notifications: the officers
 * of those units manage it, and it reaches only people inside them.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    sections: jsonb('sections').$type<SurveySection[]>().notNull(),
    status: text('status').$type<SurveyStatus>().notNull().default('draft'),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    multipleResponses: boolean('multiple_responses').notNull().default(false),
    maxResponses: integer('max_responses'),
    /** the audience inside the owner units (empty: all of them) and by role (empty: every role) */
    wardIds: idList('ward_ids'),
    villageIds: idList('village_ids'),
    roleIds: idList('role_ids'),
    /** the writer's units (null above that level) */
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    wardId: integer('ward_id').references(() => wards.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index('surveys_ward_idx').on(t.wardId, t.createdAt),
    index('surveys_province_idx').on(t.provinceId, t.createdAt),
  ],
);

/**
 * One response, its answers as read against the questions (surveys/survey-answers.ts). `person_key` stops a second
 * response of one person to a survey that allows one: their user id, or for an anonymous survey a keyed hash of it
 * (the response cannot be traced back to them); null where any number is allowed.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    personKey: text('person_key'),
    /** the answering person's ward (the statistics' unit filter); null for a guest */
    wardId: integer('ward_id'),
    answers: jsonb('answers').$type<Answers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_person_idx').on(t.surveyId, t.personKey),
    index('survey_responses_survey_idx').on(t.surveyId, t.id),
  ],
);

/**
 * The statistics, counted as each response is written (in its transaction): per question and option (a rating's
 * value, a grid's 'row:column', 'yes'/'no'), per ward and Vietnam day, so a unit or date filter sums a few rows
 * instead of reading every answer. `total` adds up numbers and ratings (their average). The question '' counts the
 * responses themselves (the response-over-time line).
 */
export const surveyAnswerCounts = pgTable(
  'survey_answer_counts',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    optionKey: text('option_key').notNull(),
    /** 0: a guest's response */
    wardId: integer('ward_id').notNull(),
    day: date('day').notNull(),
    /**
     * a response adds to the rows of one shard (its id mod SURVEY_COUNTER_SHARDS): residents of one ward answering
     * at once would otherwise queue on the same rows, each holding them until its commit reaches the disk
     */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull().default(0),
    total: numeric('total').notNull().default('0'),
  },
  (t) => [
    // the rows the hourly fold looks for (survey-counter-fold.ts): the shards of recent days only
    index('survey_answer_counts_unfolded_idx')
      .on(t.day)
      .where(sql`${t.shard} <> 0`),
    primaryKey({
      name: 'survey_answer_counts_pk',
      columns: [t.surveyId, t.questionKey, t.optionKey, t.wardId, t.day, t.shard],
    }),
  ],
);
