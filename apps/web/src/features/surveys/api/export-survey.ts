import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import type { StatisticFilter } from './survey-statistic';
import { surveyUrl } from './survey-keys';

/**
 * GET /api/admin/surveys/{id}/export?ward_id&from&to → data.url, a link valid 5 minutes to the XLSX of the answers
 * under the statistic's filter, which the browser downloads without the Authorization header (spec §7 Surveys)
 */
export function exportSurvey({ id, filter }: { id: string; filter: StatisticFilter }) {
  return api.get<{ url: string }>(surveyUrl(id, 'export'), { query: { ...filter } });
}

/** changes nothing on screen: no query to refresh */
export function useExportSurvey() {
  return useEnvelopeMutation({ mutationFn: exportSurvey });
}
