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

/** POST /api/auth/login; on 200 the token and user become the session (spec §3 login response) */
export async function login(body: LoginBody) {
  // portal 'admin': the server refuses residents without issuing a token (they use the citizen app)
  const response = await api.post<LoginData>('/api/auth/login', { ...body, portal: 'admin' });
  if (response.code === SUCCESS_CODE && response.data?.token) {
    setToken(response.data.token);
    setSessionUser(response.data.entry);
  }
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
