import type { UnionRole } from '@console/shared/resources/union-organizations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../crud/api/resource-keys';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import type { Candidate } from './group-members';

// issue 17: a union organisation's officers and members (apps/api/src/modules/groups/union-member-routes.ts)

export interface UnionMemberRow {
  id: number;
  union_id: number;
  union_name: string;
  user_id: number;
  full_name: string | null;
  username: string;
  phone: string | null;
  acc_status: number;
  role: UnionRole;
  is_validated: boolean;
  created_at: string;
  validated_at: string | null;
  validated_by_name: string | null;
}

const url = (unionId: number) => `/api/admin/union-organizations/${unionId}/members`;
const keys = { all: ['union-members'] as const };
const touched = () => [keys.all, resourceKeys.all('union-organizations')];

export function useUnionMembers(
  unionId: number,
  params: { page: number; length: number; keyword?: string; validated?: boolean },
) {
  return useQuery({
    queryKey: [...keys.all, unionId, params],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: UnionMemberRow[] }>(url(unionId), {
        query: {
          start: (params.page - 1) * params.length,
          length: params.length,
          keyword: params.keyword,
          validated: params.validated,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUnionCandidates(unionId: number, keyword: string) {
  return useQuery({
    queryKey: [...keys.all, 'candidates', unionId, keyword],
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: Candidate[] }>(`/api/admin/union-organizations/${unionId}/member-candidates`, {
        query: { keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUnionMemberWrites(unionId: number) {
  const validate = useEnvelopeMutation({
    mutationFn: ({ ids, validated }: { ids: number[]; validated: boolean }) =>
      api.patch<null>(`${url(unionId)}/validation`, { ids, validated }),
    invalidates: touched,
  });
  const setRole = useEnvelopeMutation({
    mutationFn: ({ id, role }: { id: number; role: UnionRole }) =>
      api.patch<unknown>(`${url(unionId)}/${id}`, { role }),
    invalidates: touched,
  });
  const remove = useEnvelopeMutation({
    mutationFn: (ids: number[]) => api.delete<null>(url(unionId), { body: { ids } }),
    invalidates: touched,
  });
  const add = useEnvelopeMutation({
    mutationFn: (userIds: number[]) => api.post<{ ids: number[] }>(url(unionId), { user_ids: userIds }),
    invalidates: touched,
  });
  return { validate, setRole, remove, add };
}

export const unionMembersPath = (unionId: number | string) => `/admin/union-organizations/${unionId}/members`;
