import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

/** POST /api/auth/reset-password {email}: the server mails a link to /auth/reset-password?token=… */
export function requestPasswordReset(body: { email: string }) {
  return api.post<null>('/api/auth/reset-password', body);
}

export function useRequestPasswordReset() {
  return useEnvelopeMutation({ mutationFn: requestPasswordReset });
}
