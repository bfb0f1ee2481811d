import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { surveyKeys, surveyUrl, type SurveyEntry } from './survey-keys';

/**
 * PUT /api/admin/surveys/{id}/approve[?notify=true] (spec §7 Surveys): with notify, the survey's audience gets a
 * notification; the message says how many ('Duyệt khảo sát thành công, đã gửi thông báo tới 12 người').
 */
export function approveSurvey(id: number, notify: boolean) {
  return api.put<{ entry: SurveyEntry }>(surveyUrl(id, 'approve'), undefined, {
    query: { notify: notify ? 'true' : undefined },
  });
}

export function useApproveSurvey() {
  return useEnvelopeMutation({
    mutationFn: ({ id, notify }: { id: number; notify: boolean }) => approveSurvey(id, notify),
    // the notification goes to the officer's own inbox too when they are in the audience
    invalidates: () => [surveyKeys.all, ['notifications', 'received']],
  });
}
