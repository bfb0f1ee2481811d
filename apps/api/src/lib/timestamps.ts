import { sql, type SQL } from 'drizzle-orm';

/**
 * PostgreSQL's timestamptz text as the API's ISO form (toISOString's). Text of a UTC session ('2026-11-23
 * 18:12:27.123456+00') is rearranged without parsing a date, which showed in the list's profile; anything else parses.
 */
export function isoOf(timestamp: string | Date): string {
  if (typeof timestamp === 'string' && timestamp.length >= 22 && timestamp[10] === ' ' && timestamp.endsWith('+00')) {
    const millis = `${timestamp.slice(20, -3)}000`.slice(0, 3);
    return `${timestamp.slice(0, 10)}T${timestamp.slice(11, 19)}.${millis}Z`;
  }
  return new Date(timestamp).toISOString();
}

/**
 * A timestamptz as the API's ISO text, written by PostgreSQL in the statement (toISOString's form, milliseconds cut
 * like `isoOf`): for pages of rows, where formatting each timestamp in JavaScript showed in the profile
 */
export const isoText = (timestamp: SQL | SQL.Aliased | object) =>
  sql<string | null>`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
