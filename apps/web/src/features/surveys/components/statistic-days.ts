import dayjs from 'dayjs';

/** beyond two years of days a gap-filled line would draw hundreds of empty points: the days with answers suffice */
const MAX_FILLED_DAYS = 731;

/**
 * The API lists only the days that had responses; a line through them alone would join 02/11 to 09/11 as if answers
 * came every day in between. The quiet days between the first and the last are put back as 0.
 */
export function withQuietDays(days: readonly { day: string; count: number }[]): { day: string; count: number }[] {
  if (days.length < 2) return [...days];
  const first = dayjs(days[0].day);
  const span = dayjs(days[days.length - 1].day).diff(first, 'day');
  if (span > MAX_FILLED_DAYS) return [...days];
  const counts = new Map(days.map((entry) => [entry.day, entry.count]));
  return Array.from({ length: span + 1 }, (_, offset) => {
    const day = first.add(offset, 'day').format('YYYY-MM-DD');
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** '09/11' on the axis, '09/11/2026' in the tooltip */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
