import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { fetchProfile } from '../../../lib/session-profile';
import { profileKeys, type ProfileEntry } from './load-profile';

/** PUT /api/admin/load-profile with the same fields as the GET; the session user is reloaded after a success */
export async function updateProfile(body: ProfileEntry) {
  const response = await api.put<{ entry?: ProfileEntry }>('/api/admin/load-profile', body);
  if (response.code === SUCCESS_CODE) await fetchProfile();
  return response;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
