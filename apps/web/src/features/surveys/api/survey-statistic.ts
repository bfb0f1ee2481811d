import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OptionCount,
  QuestionStatistic,
  StatisticFilter,
  SurveyStatistic,
} from '@console/shared/surveys/survey-statistic';
import { api } from '../../../lib/api-client';
import { startOf, surveyKeys, surveyUrl } from './survey-keys';

// The statistic of one survey (apps/api/src/modules/surveys/survey-statistics.ts), as the statistic screen reads it:
// counts summed from the server's counters under one ward and day filter, and what people wrote, a page at a time.

export type { OptionCount, QuestionStatistic, StatisticFilter, SurveyStatistic };

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
