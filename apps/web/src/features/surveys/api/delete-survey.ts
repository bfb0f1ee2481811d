import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { surveyKeys, surveyUrl } from './survey-keys';

/** DELETE /api/admin/surveys/{id}: refused once answered ('Khảo sát đã có phiếu trả lời, không thể xoá') */
export function deleteSurvey(id: number) {
  return api.delete<null>(surveyUrl(id));
}

export function useDeleteSurvey() {
  return useEnvelopeMutation({ mutationFn: deleteSurvey, invalidates: () => [surveyKeys.all] });
}
