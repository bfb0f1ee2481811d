import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

export interface ChangePasswordBody {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** PUT /api/admin/change-password */
export function changePassword(body: ChangePasswordBody) {
  return api.put<null>('/api/admin/change-password', body);
}

export function useChangePassword() {
  return useEnvelopeMutation({ mutationFn: changePassword });
}
