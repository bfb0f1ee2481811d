import { useQuery } from '@tanstack/react-query';
import { wardServicesQueryOptions } from '../../../lib/ward-services';

/**
 * GET /api/admin/unconf-wards/{ward_id}: every platform service with its switch. The query is lib/ward-services'
 * own (same key), so a change made here is what the signed-in officer's session sees; unlike the session's copy it
 * is read again each time the drawer opens.
 */
export function useWardServiceSwitches(wardId: number | null) {
  return useQuery({ ...wardServicesQueryOptions(wardId ?? 0), staleTime: 0, enabled: wardId !== null });
}
