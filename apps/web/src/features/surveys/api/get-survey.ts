import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveyKeys, surveyUrl, type SurveyEntry } from './survey-keys';

/** GET /api/admin/surveys/{id} → data.entry: the survey with its sections and audience */
export function getSurvey(id: string, signal?: AbortSignal) {
  return api.get<{ entry: SurveyEntry }>(surveyUrl(id), { signal });
}

export function surveyQueryOptions(id: string) {
  return queryOptions({
    queryKey: surveyKeys.detail(id),
    queryFn: ({ signal }) => getSurvey(id, signal),
    // an edit screen starts from what is stored now, not from a copy read before someone approved it
    staleTime: 0,
  });
}

export function useSurvey(id: string | undefined) {
  return useQuery({ ...surveyQueryOptions(id ?? ''), enabled: Boolean(id) });
}
