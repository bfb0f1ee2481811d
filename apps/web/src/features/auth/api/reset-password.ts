import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/auth/forgot-password/{token} {password, password_confirmation} */
export function resetPassword({ token, ...body }: ResetPasswordInput) {
  return api.post<null>(`/api/auth/forgot-password/${encodeURIComponent(token)}`, body);
}

export function useResetPassword() {
  return useEnvelopeMutation({ mutationFn: resetPassword });
}
