import { api } from '../../../lib/api-client';
import { successOf, useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { fetchProfile } from '../../../lib/session-profile';
import { profileKeys, type ProfileEntry } from './load-profile';

/**
 * PUT /api/admin/load-profile with the same fields as the GET; the session user is reloaded after a success. A
 * refusal rejects with EnvelopeError.
 */
export async function updateProfile(body: ProfileEntry) {
  const response = await successOf(api.put<{ entry?: ProfileEntry }>('/api/admin/load-profile', body));
  await fetchProfile();
  return response;
}

export function useUpdateProfile() {
  return useEnvelopeMutation({ mutationFn: updateProfile, invalidates: () => [profileKeys.all] });
}
