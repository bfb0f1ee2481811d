import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { setSessionUser, setToken } from '../../../lib/session';

export interface LoginBody {
  username: string;
  password: string;
}

export interface LoginData {
  token: string;
  entry: SessionUser;
}

// the same words the API answers residents on every /api/admin call
export const RESIDENT_REFUSED_MESSAGE = 'Tài khoản người dân không được truy cập trang quản trị';

/** POST /api/auth/login; on 200 the token and user become the session (spec §3 login response) */
export async function login(body: LoginBody) {
  const response = await api.post<LoginData>('/api/auth/login', body);
  // residents sign in to the citizen app with the same endpoint; the console is not theirs
  if (response.code === SUCCESS_CODE && response.data?.entry?.role?.field === 'resident') {
    return { code: 403, message: RESIDENT_REFUSED_MESSAGE, data: null };
  }
  if (response.code === SUCCESS_CODE && response.data?.token) {
    setToken(response.data.token);
    setSessionUser(response.data.entry);
  }
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
