import type { SurveyBody } from '@console/shared/forms/survey';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { surveyKeys, surveyUrl, type SurveyEntry } from './survey-keys';

/**
 * PUT /api/admin/surveys/{id} with the whole body. A draft takes any change; an approved survey only a new close
 * time, the rest sent back as stored (survey-writes.ts updateSurvey compares it and refuses any other change).
 */
export function updateSurvey(id: number, body: SurveyBody) {
  return api.put<{ entry: SurveyEntry }>(surveyUrl(id), body);
}

export function useUpdateSurvey() {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: number; body: SurveyBody }) => updateSurvey(id, body),
    invalidates: () => [surveyKeys.all],
  });
}
