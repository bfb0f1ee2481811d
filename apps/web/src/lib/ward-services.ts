import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SessionUser } from '@console/shared/api-types';
import { SUCCESS_CODE, WARD_SERVICE_LIST_LENGTH } from '@console/shared/domain/limits';
import { MARKET_SERVICE_NAME, SURVEY_SERVICE_NAME } from '@console/shared/domain/platform-services';
import { isSuperRole } from '@console/shared/domain/roles';
import { api } from './api-client';
import { useSessionUser } from './session';
import { wardMarketStatusQueryOptions } from './ward-market-status';

export interface PlatformService {
  id: number;
  key: string | null;
  name: string;
}

/** an entry of GET /api/admin/unconf-wards/{id} (spec §3 ward service entry) */
export interface WardServiceEntry {
  service: PlatformService;
  enabled: boolean;
}

/** GET /api/admin/unconf-wards/{ward_id}?length=100 → data.entries */
export function listWardServices(wardId: number, signal?: AbortSignal) {
  return api.get<{ total: number; entries: WardServiceEntry[] }>(`/api/admin/unconf-wards/${wardId}`, {
    query: { length: WARD_SERVICE_LIST_LENGTH },
    signal,
    // loaded for the whole session, not for one screen: a navigation must not cancel it half-way
    cancellable: false,
  });
}

export function wardServicesQueryOptions(wardId: number) {
  return queryOptions({
    queryKey: ['ward-services', wardId],
    queryFn: ({ signal }) => listWardServices(wardId, signal),
    // once per session: logout clears the query cache (session.ts)
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** spec §6: only non-admin, non-root users with a ward load their ward's services */
export function wardOfServices(user: SessionUser | null): number | null {
  if (!user?.ward_id || isSuperRole(user.role?.field)) return null;
  return user.ward_id;
}

/**
 * The services the signed-in user's ward has switched on, the survey check of spec §6 (the 'Khảo sát' service is on)
 * and its market check (the 'Chợ quê' service is on but the ward market config is missing). Admin and root, and users
 * without a ward, get none and no request.
 */
export function useWardServices() {
  const wardId = wardOfServices(useSessionUser());
  const query = useQuery({ ...wardServicesQueryOptions(wardId ?? 0), enabled: wardId !== null });
  const data = wardId !== null && query.data?.code === SUCCESS_CODE ? query.data.data : null;
  const services = useMemo(
    () => (data?.entries ?? []).filter((entry) => entry.enabled).map((entry) => entry.service),
    [data],
  );
  const marketEnabled = services.some((service) => service.name === MARKET_SERVICE_NAME);
  // spec §6: only a ward running the market is asked whether its config exists
  const market = useQuery({ ...wardMarketStatusQueryOptions(wardId ?? 0), enabled: wardId !== null && marketEnabled });
  const marketConfigured = market.data?.code === SUCCESS_CODE ? market.data.data.entry.configured : null;
  return {
    services,
    surveyEnabled: services.some((service) => service.name === SURVEY_SERVICE_NAME),
    marketEnabled,
    /** spec §6: the 'Chợ quê' service is on and the ward has no market config (false while unknown) */
    marketNotConfigured: wardId !== null && marketEnabled && marketConfigured === false,
    /** true while the list is on its way (never for admin or root) */
    isLoading: wardId !== null && query.isPending,
    applies: wardId !== null,
  };
}

/** spec §6's checks a screen or menu entry can ask for: 'survey' is the survey check ('Khảo sát' is on) */
export type WardServiceCheck = 'survey';

/**
 * Whether the signed-in user passes a check: always when none is asked or their ward's services do not apply to them
 * (admin, root, no ward); otherwise once their ward's list says the service is on (not while it loads).
 */
export function passesWardCheck(
  services: Pick<ReturnType<typeof useWardServices>, 'applies' | 'surveyEnabled'>,
  check: WardServiceCheck | undefined,
) {
  if (!check || !services.applies) return true;
  return services.surveyEnabled; // 'survey', the one check there is
}

export function useWardServiceCheck(check: WardServiceCheck | undefined) {
  const services = useWardServices();
  return { passes: passesWardCheck(services, check), isLoading: !!check && services.isLoading };
}
