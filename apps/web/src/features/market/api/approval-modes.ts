import { useQuery } from '@tanstack/react-query';
import type {
  ApprovalModeBody,
  ApprovalModeEntry,
  MarketTarget,
  TrustedSeller,
} from '@console/shared/market/approval-modes';
import { MAX_TRUSTED_SELLERS } from '@console/shared/market/approval-modes';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';

// spec §7 Market "Approval mode: GET by target; PATCH; list users GET" (apps/api/src/modules/market/approval-mode-routes.ts)
const URL = '/api/admin/market-approval-modes';

export const approvalModeKeys = {
  all: ['market-approval-modes'] as const,
  of: (wardId: number, target: MarketTarget) => [...approvalModeKeys.all, wardId, target] as const,
};

/** the ward's mode of one kind of post and its trusted sellers (all of them: at most MAX_TRUSTED_SELLERS) */
export function useApprovalMode(wardId: number, target: MarketTarget) {
  return useQuery({
    queryKey: approvalModeKeys.of(wardId, target),
    queryFn: async ({ signal }) => {
      const query = { ward_id: wardId };
      const [mode, sellers] = await Promise.all([
        api.get<{ entry: ApprovalModeEntry }>(`${URL}/${target}`, { query, signal }),
        api.get<{ total: number; entries: TrustedSeller[] }>(`${URL}/${target}/users`, {
          query: { ...query, length: MAX_TRUSTED_SELLERS },
          signal,
        }),
      ]);
      return { mode: mode.data?.entry ?? null, sellers: sellers.data?.entries ?? [] };
    },
  });
}

/** the ward's residents for the trusted sellers' picker */
export function useSellerCandidates(wardId: number, target: MarketTarget, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...approvalModeKeys.of(wardId, target), 'candidates', keyword],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ entries: TrustedSeller[] }>(`${URL}/${target}/candidates`, {
          query: { ward_id: wardId, keyword: keyword || undefined },
          signal,
        })
      ).data?.entries ?? [],
    enabled,
  });
}

export function useSaveApprovalMode() {
  return useEnvelopeMutation({
    mutationFn: ({ target, body }: { target: MarketTarget; body: ApprovalModeBody & { ward_id: number } }) =>
      api.patch<{ entry: ApprovalModeEntry }>(`${URL}/${target}`, body),
    invalidates: ({ target, body }) => [approvalModeKeys.of(body.ward_id, target)],
  });
}
