import type { MemberRole, MemberStatus } from '@console/shared/domain/group-members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewInput } from '../../../crud/api/review-resource';
import { resourceKeys } from '../../../crud/api/resource-keys';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

// issue 17: a group's members and the requests to join (apps/api/src/modules/groups/group-member-routes.ts)

export interface MemberRow {
  id: number;
  group_id: number;
  group_name: string;
  ward_id: number;
  user_id: number;
  full_name: string | null;
  username: string;
  phone: string | null;
  acc_status: number;
  role: MemberRole;
  status: MemberStatus;
  message: string | null;
  refusal_reason: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by_name: string | null;
}

export interface MemberDetail extends MemberRow {
  dob: string | null;
  sex: number | null;
  id_card_number: string | null;
  email: string | null;
  village_name: string | null;
}

export interface Candidate {
  id: number;
  full_name: string | null;
  username: string;
  phone: string | null;
}

export interface MemberListParams {
  page: number;
  length: number;
  keyword?: string;
  status?: MemberStatus;
  group_id?: number;
}

const membersUrl = (groupId: number) => `/api/admin/groups/${groupId}/members`;
const memberKeys = {
  all: ['group-members'] as const,
  list: (scope: string, params: MemberListParams) => ['group-members', scope, params] as const,
  detail: (id: number) => ['group-members', 'detail', id] as const,
  candidates: (groupId: number, keyword: string) => ['group-members', 'candidates', groupId, keyword] as const,
};
// a member's change moves the group's count: the groups' lists and details read again too
const touched = () => [memberKeys.all, resourceKeys.all('groups')];

const pageQuery = ({ page, length, ...rest }: MemberListParams) => ({ start: (page - 1) * length, length, ...rest });

/** GET /api/admin/members (every member and request of the caller's groups), or …/pending-approvals (the queue) */
export function useMembers(scope: 'all' | 'pending', params: MemberListParams) {
  const url = scope === 'pending' ? '/api/admin/members/pending-approvals' : '/api/admin/members';
  return useQuery({
    queryKey: memberKeys.list(scope, params),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: MemberRow[] }>(url, { query: pageQuery(params), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/members/{id}: a member or a request, with the resident's identity */
export function useMember(id: number) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => api.get<{ entry: MemberDetail }>(`/api/admin/members/${id}`, { signal }),
  });
}

/** GET /api/admin/groups/{id}/member-candidates: accounts of the group's ward not yet members */
export function useCandidates(groupId: number, keyword: string) {
  return useQuery({
    queryKey: memberKeys.candidates(groupId, keyword),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: Candidate[] }>(`/api/admin/groups/${groupId}/member-candidates`, {
        query: { keyword: keyword || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/members/approval {ids, approve, reason}: the selected requests, all or none */
export function useDecideRequests() {
  return useEnvelopeMutation({
    mutationFn: ({ ids, approve, reason }: ReviewInput) =>
      api.patch<{ ids: number[] }>(
        '/api/admin/members/approval',
        approve ? { ids, approve } : { ids, approve, reason },
      ),
    invalidates: touched,
  });
}

/** PATCH /api/admin/groups/{id}/members/{memberId} {role} */
export function useSetRole(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: MemberRole }) =>
      api.patch<{ entry: MemberDetail }>(`${membersUrl(groupId)}/${memberId}`, { role }),
    invalidates: touched,
  });
}

/** DELETE /api/admin/groups/{id}/members {ids} */
export function useRemoveMembers(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: (ids: number[]) => api.delete<null>(membersUrl(groupId), { body: { ids } }),
    invalidates: touched,
  });
}

/** POST /api/admin/groups/{id}/members {user_ids} */
export function useAddMembers(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: (userIds: number[]) => api.post<{ ids: number[] }>(membersUrl(groupId), { user_ids: userIds }),
    invalidates: touched,
  });
}

export const groupPaths = {
  groups: '/admin/group-managements',
  group: (id: number | string) => `/admin/group-managements/${id}/detail`,
  members: (groupId: number | string) => `/admin/group-managements/${groupId}/members/list`,
  addMembers: (groupId: number | string) => `/admin/group-managements/${groupId}/members/update`,
  allMembers: '/admin/group-members/list',
  requests: '/admin/group-members/list-approve',
  member: (id: number | string) => `/admin/group-members/${id}/details`,
  request: (id: number | string) => `/admin/group-members/${id}/details-accept_request`,
};

export interface NewsRow {
  id: number;
  group_id: number;
  title: string;
  content: string;
  image: string | null;
  status: 'pending' | 'published' | 'hidden';
  author_id: number | null;
  author_name: string | null;
  published_at: string | null;
  created_at: string;
}

const newsUrl = (groupId: number) => `/api/admin/groups/${groupId}/news`;
const newsKeys = {
  all: ['group-news'] as const,
  list: (groupId: number, params: MemberListParams) => ['group-news', groupId, params] as const,
};

/** GET /api/admin/groups/{id}/news: a group's news, newest first */
export function useGroupNews(groupId: number, params: Omit<MemberListParams, 'status'> & { status?: string }) {
  return useQuery({
    queryKey: newsKeys.list(groupId, params as MemberListParams),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: NewsRow[] }>(newsUrl(groupId), {
        query: pageQuery(params as MemberListParams),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/groups/{id}/news: published at once, the members told */
export function usePostNews(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: (body: { title: string; content: string }) => api.post<{ entry: NewsRow }>(newsUrl(groupId), body),
    invalidates: () => [newsKeys.all],
  });
}

/** PATCH …/news/{newsId}/status {status}: publish (the first time tells the members) or hide */
export function useModerateNews(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'hidden' }) =>
      api.patch<{ entry: NewsRow }>(`${newsUrl(groupId)}/${id}/status`, { status }),
    invalidates: () => [newsKeys.all],
  });
}

export function useDeleteNews(groupId: number) {
  return useEnvelopeMutation({
    mutationFn: (id: number) => api.delete<null>(`${newsUrl(groupId)}/${id}`),
    invalidates: () => [newsKeys.all],
  });
}

export const groupNewsPath = (groupId: number | string) => `/admin/group-information/${groupId}/list`;
