import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CategoryCount,
  DayFigures,
  Headline,
  HomeFilter,
  MapFigures,
  RatingCount,
  StatusCount,
  TrafficDay,
  UnitFigures,
} from '@console/shared/home-statistics';
import { api } from '../../../lib/api-client';

// The home dashboard's figures (apps/api/src/modules/home-statistics): each one its own request, so the cards come
// first and one slow chart never blanks the page.

export type { CategoryCount, DayFigures, Headline, HomeFilter, RatingCount, StatusCount, UnitFigures };

/** each figure's path and answer */
export interface Figures {
  statistic: Headline;
  status: StatusCount[];
  category: CategoryCount[];
  'daily-sentiment': DayFigures[];
  rating: RatingCount[];
  sentiment: UnitFigures;
  traffic: TrafficDay[];
  map: MapFigures;
}

export const homeStatisticsKeys = {
  all: ['home-statistics'] as const,
  figure: (path: keyof Figures, filter: HomeFilter) => [...homeStatisticsKeys.all, path, filter] as const,
};

/** one figure under the dashboard's period; the last answer stays on screen while another period loads */
export function useHomeFigure<P extends keyof Figures>(path: P, filter: HomeFilter, enabled = true) {
  return useQuery({
    queryKey: homeStatisticsKeys.figure(path, filter),
    queryFn: async ({ signal }) =>
      (await api.get<Figures[P]>(`/api/admin/home-statistics/${path}`, { query: { ...filter }, signal })).data,
    placeholderData: keepPreviousData,
    // figures of a period move slowly; a minute keeps a phone on a slow link from asking again and again
    staleTime: 60_000,
    enabled,
  });
}

/** GET …/sentiment/export → a link valid 5 minutes to the league table's XLSX under the same period */
export function exportLeagueTable(filter: HomeFilter) {
  return api.get<{ url: string }>('/api/admin/home-statistics/sentiment/export', { query: { ...filter } });
}
