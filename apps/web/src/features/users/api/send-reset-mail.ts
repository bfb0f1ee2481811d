import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

export const SEND_RESET_MAIL_URL = '/api/admin/reset-password';

/**
 * POST /api/admin/reset-password {user_id}: the user is mailed a link to set a new password (60 minutes); their
 * current password keeps working until they do. 400 when they have no e-mail or are locked, 404 outside the caller's
 * units, 429 past a few mails per user.
 */
export function sendResetMail(id: number) {
  return api.post<null>(SEND_RESET_MAIL_URL, { user_id: id });
}

export function useSendResetMail() {
  return useEnvelopeMutation({ mutationFn: sendResetMail });
}
