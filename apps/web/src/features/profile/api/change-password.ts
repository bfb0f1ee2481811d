import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
  return useMutation({ mutationFn: changePassword });
}
