import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startOf, surveyKeys, SURVEYS_URL, type SurveyListParams, type SurveyRow } from './survey-keys';

/** GET /api/admin/surveys?start=&length=&keyword=&status= → the surveys of the caller's units, newest first */
export function listSurveys({ page, length, keyword, status }: SurveyListParams, signal?: AbortSignal) {
  return api.get<{ total: number; entries: SurveyRow[] }>(SURVEYS_URL, {
    query: { start: startOf(page, length), length, keyword, status },
    signal,
  });
}

export function surveysQueryOptions(params: SurveyListParams) {
  return queryOptions({
    queryKey: surveyKeys.list(params),
    queryFn: ({ signal }) => listSurveys(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSurveys(params: SurveyListParams) {
  return useQuery(surveysQueryOptions(params));
}
