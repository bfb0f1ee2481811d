import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ProfileEntry {
  full_name: string | null;
  email: string | null;
  phone: string | null;
  dob: string | null;
  sex: number | null;
  id_card_number: string | null;
}

export const profileKeys = { all: ['profile'] as const, editable: () => ['profile', 'editable'] as const };

/** GET /api/admin/load-profile → data.entry: the fields the user may edit */
export function loadProfile(signal?: AbortSignal) {
  return api.get<{ entry: ProfileEntry }>('/api/admin/load-profile', { signal });
}

export function editableProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.editable(),
    queryFn: ({ signal }) => loadProfile(signal),
    staleTime: 0,
  });
}

export function useEditableProfile() {
  return useQuery(editableProfileQueryOptions());
}
