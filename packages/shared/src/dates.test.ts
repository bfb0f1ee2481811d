/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import * as dates from './dates.ts';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatInstant,
  formatMoney,
  toApiBirthday,
  toApiDate,
} from './dates.ts';

const FNS = ['formatDate', 'formatDateTime', 'formatDateWithWeekday', 'toApiDate', 'toApiBirthday'] as const;
type Row = Record<(typeof FNS)[number], string | null>;

const row = (date: string, time: string, weekday: string, api: string | null, birthday: string | null): Row => ({
  formatDate: date,
  formatDateTime: date && `${date} ${time}`,
  formatDateWithWeekday: date && `${weekday}, ${date}`,
  toApiDate: api,
  toApiBirthday: birthday,
});

// string input → expected output of every function; must hold in any process time zone (UTC+7 display, spec §9)
const EXPECTED: Record<string, Row> = {
  '2026-11-21T18:30:00Z': row('22/11/2026', '01:30', 'Chủ nhật', '2026-11-21T18:30:00Z', '2026-11-22T00:00:00Z'),
  '2026-11-21T16:30:00.250Z': row('21/11/2026', '23:30', 'Thứ bảy', '2026-11-21T16:30:00Z', '2026-11-21T00:00:00Z'),
  '2026-11-22T01:30:00+07:00': row('22/11/2026', '01:30', 'Chủ nhật', '2026-11-21T18:30:00Z', '2026-11-22T00:00:00Z'),
  // New York daylight-saving switches happen during the 7-hour gap between the instant and Vietnam's wall time
  '2026-03-08T06:30:00Z': row('08/03/2026', '13:30', 'Chủ nhật', '2026-03-08T06:30:00Z', '2026-03-08T00:00:00Z'),
  '2026-11-01T05:30:00Z': row('01/11/2026', '12:30', 'Chủ nhật', '2026-11-01T05:30:00Z', '2026-11-01T00:00:00Z'),
  // without an offset, a string is Vietnam's wall time, not the process's
  '2026-11-22T01:30:00': row('22/11/2026', '01:30', 'Chủ nhật', '2026-11-21T18:30:00Z', '2026-11-22T00:00:00Z'),
  '1990-05-15': row('15/05/1990', '00:00', 'Thứ ba', '1990-05-14T17:00:00Z', '1990-05-15T00:00:00Z'),
  // sentinels display as empty
  '2001-01-01T00:00:00Z': row('', '', '', '2001-01-01T00:00:00Z', null),
  '0001-01-01T00:00:00Z': row('', '', '', '0001-01-01T00:00:00Z', null),
  '': row('', '', '', null, null),
  'not a date': row('', '', '', null, null),
};

// Date objects built from instants, shown with formatDateTime
const DATE_OBJECTS: Record<string, string> = {
  '2026-11-21T18:30:00Z': '22/11/2026 01:30',
  '2026-03-08T06:30:00Z': '08/03/2026 13:30',
  '2026-11-01T05:30:00Z': '01/11/2026 12:30',
  '2001-01-01T00:00:00Z': '',
  '0001-01-01T00:00:00Z': '',
};

const describeAll = (d: typeof dates) => ({
  strings: Object.fromEntries(Object.keys(EXPECTED).map((s) => [s, Object.fromEntries(FNS.map((f) => [f, d[f](s)]))])),
  dateObjects: Object.fromEntries(Object.keys(DATE_OBJECTS).map((s) => [s, d.formatDateTime(new Date(s))])),
});

/** the same table computed by a fresh node process running with another TZ */
function describeAllInZone(tz: string) {
  const script = `
    const d = await import(${JSON.stringify(new URL('./dates.ts', import.meta.url).href)});
    const FNS = ${JSON.stringify(FNS)};
    console.log(JSON.stringify({
      strings: Object.fromEntries(${JSON.stringify(Object.keys(EXPECTED))}.map((s) => [s, Object.fromEntries(FNS.map((f) => [f, d[f](s)]))])),
      dateObjects: Object.fromEntries(${JSON.stringify(Object.keys(DATE_OBJECTS))}.map((s) => [s, d.formatDateTime(new Date(s))])),
      offset: new Date('2026-07-01T00:00:00Z').getTimezoneOffset(),
    }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('dates in this process', () => {
  it('matches the expected table', () => {
    expect(describeAll(dates)).toEqual({ strings: EXPECTED, dateObjects: DATE_OBJECTS });
  });

  it('shows UTC+7 for Date, timestamp and Dayjs inputs', () => {
    const instant = '2026-11-21T18:30:00Z';
    expect(formatDate(instant)).toBe('22/11/2026');
    expect(formatDateTime(instant)).toBe('22/11/2026 01:30');
    expect(formatDateTime(new Date(instant))).toBe('22/11/2026 01:30');
    expect(formatDateTime(Date.parse(instant))).toBe('22/11/2026 01:30');
    expect(formatDateTime(dayjs(instant))).toBe('22/11/2026 01:30');
  });

  it('shows empty for null, undefined and sentinels', () => {
    for (const value of [null, undefined, '', '2001-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '2001-01-01']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatDateWithWeekday(value)).toBe('');
    }
    expect(formatDate(new Date('2001-01-01T00:00:00Z'))).toBe('');
    expect(formatDate(new Date('0001-01-01T00:00:00Z'))).toBe('');
  });

  it('names every weekday in Vietnamese', () => {
    const names = [0, 1, 2, 3, 4, 5, 6].map(
      (i) => formatDateWithWeekday(new Date(Date.UTC(2026, 10, 21 + i, 17, 0))), // 00:00 in Vietnam on the 22nd + i
    );
    expect(names).toEqual([
      'Chủ nhật, 22/11/2026',
      'Thứ hai, 23/11/2026',
      'Thứ ba, 24/11/2026',
      'Thứ tư, 25/11/2026',
      'Thứ năm, 26/11/2026',
      'Thứ sáu, 27/11/2026',
      'Thứ bảy, 28/11/2026',
    ]);
  });

  it('sends UTC ISO strings with Z and birthdays as the Vietnamese calendar date', () => {
    expect(toApiDate(new Date('2026-11-22T01:30:45+07:00'))).toBe('2026-11-21T18:30:45Z');
    expect(toApiDate(dayjs('2026-11-21T18:30:00Z'))).toBe('2026-11-21T18:30:00Z');
    expect(toApiDate(null)).toBeNull();
    expect(toApiDate(undefined)).toBeNull();
    expect(toApiBirthday(new Date('1990-05-14T17:00:00Z'))).toBe('1990-05-15T00:00:00Z');
    expect(toApiBirthday(new Date('1990-05-14T16:59:59Z'))).toBe('1990-05-14T00:00:00Z');
    expect(toApiBirthday(null)).toBeNull();
  });

  it('formats money with dot thousands separators and VNĐ', () => {
    expect(formatMoney(1_250_000)).toBe('1.250.000 VNĐ');
    expect(formatMoney(0)).toBe('0 VNĐ');
    expect(formatMoney(999)).toBe('999 VNĐ');
    expect(formatMoney(1000)).toBe('1.000 VNĐ');
    expect(formatMoney(1_249_999.6)).toBe('1.250.000 VNĐ');
    expect(formatMoney(-1_500_000)).toBe('-1.500.000 VNĐ');
    expect(formatMoney(1_250_000, 'VND')).toBe('1.250.000 VND');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(NaN)).toBe('');
  });
});

describe('dates do not depend on the process time zone', () => {
  it.each([
    ['America/New_York', 240],
    ['Asia/Tokyo', -540],
  ])(
    'TZ=%s',
    (tz, julyOffset) => {
      const result = describeAllInZone(tz);
      expect(result.offset).toBe(julyOffset); // the child really runs in that zone
      expect(result.strings).toEqual(EXPECTED);
      expect(result.dateObjects).toEqual(DATE_OBJECTS);
      expect(result.strings['2026-11-21T18:30:00Z'].formatDateTime).toBe('22/11/2026 01:30');
    },
    30_000,
  );
});

describe('export fast paths', () => {
  it('formatCalendarDay writes what formatDate writes, sentinel days included', () => {
    for (const day of ['2026-11-23', '1990-01-05', '2000-02-29', '2001-01-01', '0001-01-01', null]) {
      expect(formatCalendarDay(day)).toBe(formatDate(day));
    }
  });
  it('formatInstant writes what formatDateTime writes, across days, years and sentinels', () => {
    const instants = [
      '2026-11-22T16:59:00Z',
      '2026-11-22T17:00:00Z',
      '2025-12-31T17:30:00Z',
      '1999-06-30T23:59:59Z',
      '2001-01-01T00:00:00Z',
    ];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 190_000_013)
      instants.push(new Date(t).toISOString());
    for (const iso of instants) expect(formatInstant(new Date(iso))).toBe(formatDateTime(iso));
  });
});
