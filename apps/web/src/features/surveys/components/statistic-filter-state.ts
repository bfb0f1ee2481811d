import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StatisticFilter } from '../api/survey-statistic';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** a day from the address bar, or nothing when it is not one (a hand-edited link must not break the screen) */
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * The statistic's ward and day range live in the URL (?ward_id=&from=&to=): a reload or a link sent to a colleague
 * shows the same counts. Only what the user may choose is read: a ward-level officer's ward_id is left out.
 */
export function useStatisticFilter(canChooseWard: boolean) {
  const [params, setParams] = useSearchParams();
  const rawWard = Number(params.get('ward_id'));
  const wardId = canChooseWard && Number.isInteger(rawWard) && rawWard > 0 ? rawWard : undefined;
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));

  // one object per distinct filter: it is part of the query keys
  const filter = useMemo<StatisticFilter>(
    () => ({
      ...(wardId !== undefined ? { ward_id: wardId } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }),
    [wardId, from, to],
  );

  const change = (changes: { ward_id?: number | null; from?: string | null; to?: string | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      // filtering is not a new screen: Back leaves the statistic instead of stepping through every filter tried
      { replace: true },
    );

  const active = Object.keys(filter).length > 0;
  return { filter, active, change };
}
