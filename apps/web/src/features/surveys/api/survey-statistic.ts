import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionKind } from '@console/shared/surveys/survey-definition';
import { api } from '../../../lib/api-client';
import { startOf, surveyKeys, surveyUrl } from './survey-keys';

// The statistic of one survey (apps/api/src/modules/surveys/survey-statistics.ts), as the statistic screen reads it:
// counts summed from the server's counters under one ward and day filter, and what people wrote, a page at a time.

/** the filter every chart and list of the screen shares; days are Vietnam calendar days, inclusive */
export interface StatisticFilter {
  ward_id?: number;
  from?: string;
  to?: string;
}

export interface OptionCount {
  key: string;
  label: string;
  count: number;
  /** of the people who answered the question, one decimal (a multiple choice may add up past 100) */
  percent: number;
}

export interface QuestionStatistic {
  key: string;
  title: string;
  kind: QuestionKind;
  answered: number;
  options: OptionCount[];
  /** a grid: per row, its columns (option keys `row:column`) */
  rows?: { key: string; label: string; options: OptionCount[] }[];
  /** numbers and ratings; null when nobody answered */
  average: number | null;
}

/** data of GET /api/admin/surveys/{id}/statistic */
export interface SurveyStatistic {
  responses: number;
  /** only the days that have responses, in order */
  days: { day: string; count: number }[];
  questions: QuestionStatistic[];
}

/** a row of GET …/statistic/answers: one person's text (a text, a number, a date, an 'other' choice's text) */
export interface TextAnswer {
  id: number;
  text: string;
  ward_id: number | null;
  created_at: string;
}

export interface TextAnswersParams extends StatisticFilter {
  question: string;
  keyword: string;
  page: number;
  length: number;
}

// under surveyKeys.all: an approval or edit elsewhere refreshes the statistic too
const statisticKeys = {
  counts: (id: string, filter: StatisticFilter) => [...surveyKeys.all, 'statistic', id, filter] as const,
  answers: (id: string, params: TextAnswersParams) => [...surveyKeys.all, 'statistic', id, 'answers', params] as const,
};

export function getSurveyStatistic(id: string, filter: StatisticFilter, signal?: AbortSignal) {
  return api.get<SurveyStatistic>(surveyUrl(id, 'statistic'), { query: { ...filter }, signal });
}

export function surveyStatisticQueryOptions(id: string, filter: StatisticFilter) {
  return queryOptions({
    queryKey: statisticKeys.counts(id, filter),
    queryFn: ({ signal }) => getSurveyStatistic(id, filter, signal),
    // a filter change keeps the charts on screen (dimmed) until the new counts come: no flash on a slow link
    placeholderData: keepPreviousData,
  });
}

export function useSurveyStatistic(id: string, filter: StatisticFilter, enabled: boolean) {
  return useQuery({ ...surveyStatisticQueryOptions(id, filter), enabled });
}

export function listTextAnswers(id: string, params: TextAnswersParams, signal?: AbortSignal) {
  const { page, length, ...rest } = params;
  return api.get<{ total: number; entries: TextAnswer[] }>(surveyUrl(id, 'statistic/answers'), {
    query: { ...rest, start: startOf(page, length), length },
    signal,
  });
}

export function useTextAnswers(id: string, params: TextAnswersParams) {
  return useQuery({
    queryKey: statisticKeys.answers(id, params),
    queryFn: ({ signal }) => listTextAnswers(id, params, signal),
    placeholderData: keepPreviousData,
  });
}
