import type { SurveyBody } from '@console/shared/forms/survey';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { surveyKeys, SURVEYS_URL, type SurveyEntry } from './survey-keys';

/**
 * POST /api/admin/surveys → the new draft ('Thêm mới khảo sát thành công'). No Idempotency-Key: the survey route does
 * not read one (unlike notifications); the save button stays disabled while the request runs instead.
 */
export function createSurvey(body: SurveyBody) {
  return api.post<{ entry: SurveyEntry }>(SURVEYS_URL, body);
}

export function useCreateSurvey() {
  return useEnvelopeMutation({ mutationFn: createSurvey, invalidates: () => [surveyKeys.all] });
}
