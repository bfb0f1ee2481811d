import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DISPLAY_UTC_OFFSET_MINUTES } from './domain/limits.ts';

dayjs.extend(utc);

export type DateInput = string | number | Date | Dayjs | null | undefined;

// spec §5/§9: these mean "no date"
const SENTINEL_DAYS = ['2001-01-01', '0001-01-01'];
export const SENTINEL_DATE_ISO = '0001-01-01T00:00:00Z';
export const WEEKDAY_NAMES = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'] as const;

export function isSentinelDate(value: DateInput): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'string') return SENTINEL_DAYS.some((day) => value.startsWith(day));
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  return !d.isValid() || SENTINEL_DAYS.includes(d.utc().format('YYYY-MM-DD'));
}

const HAS_UTC_OFFSET = /(Z|[+-]\d\d:?\d\d)$/i;

/** a string without an offset ('2026-11-22', '2026-11-22T01:30') is Vietnam's wall time, not the process's */
function parseDate(value: string | number | Date | Dayjs): Dayjs {
  if (dayjs.isDayjs(value)) return value;
  if (typeof value === 'string' && !HAS_UTC_OFFSET.test(value.trim())) {
    return dayjs.utc(value).subtract(DISPLAY_UTC_OFFSET_MINUTES, 'minute');
  }
  return dayjs(value);
}

/**
 * Vietnam's wall-clock reading (UTC+7, no daylight saving) of the instant, whatever the process's zone; null when empty.
 * It is a UTC-mode Dayjs shifted by +7 h (dayjs's utcOffset() goes through the local zone and is off by an hour
 * around daylight-saving switches), so use it for format()/day(), not as the instant itself.
 */
export function inVietnam(value: DateInput): Dayjs | null {
  if (isSentinelDate(value)) return null;
  const d = parseDate(value as string | number | Date | Dayjs);
  return d.isValid() ? dayjs.utc(d.valueOf()).add(DISPLAY_UTC_OFFSET_MINUTES, 'minute') : null;
}

export function formatDate(value: DateInput): string {
  return inVietnam(value)?.format('DD/MM/YYYY') ?? '';
}

export function formatDateTime(value: DateInput): string {
  return inVietnam(value)?.format('DD/MM/YYYY HH:mm') ?? '';
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** formatDate of a database calendar day ('YYYY-MM-DD') without parsing it: exports format hundreds of thousands */
export function formatCalendarDay(day: string | null): string {
  if (!day || isSentinelDate(day)) return '';
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** formatDateTime of an instant without dayjs, for exports (the same text: UTC+7 has no daylight saving) */
export function formatInstant(instant: Date): string {
  if (Number.isNaN(instant.getTime()) || SENTINEL_DAYS.includes(instant.toISOString().slice(0, 10))) return '';
  const t = new Date(instant.getTime() + DISPLAY_UTC_OFFSET_MINUTES * 60_000);
  return `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** 'Thứ hai, 23/11/2026' (spec §1 detail display) */
export function formatDateWithWeekday(value: DateInput): string {
  const d = inVietnam(value);
  return d ? `${WEEKDAY_NAMES[d.day()]}, ${d.format('DD/MM/YYYY')}` : '';
}

/** spec §5: dates travel as UTC ISO strings with a Z suffix */
export function toApiDate(value: DateInput): string | null {
  if (value === null || value === undefined || value === '') return null;
  const d = parseDate(value);
  return d.isValid() ? d.utc().format('YYYY-MM-DDTHH:mm:ss[Z]') : null;
}

/** app users' birthday: the calendar date plus T00:00:00Z (spec §3) */
export function toApiBirthday(value: DateInput): string | null {
  const d = inVietnam(value);
  return d ? `${d.format('YYYY-MM-DD')}T00:00:00Z` : null;
}

/** "1.250.000 VNĐ" (spec §1: thousands separators and VNĐ) */
export function formatMoney(value: number | null | undefined, suffix: 'VNĐ' | 'VND' = 'VNĐ'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const grouped = Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped} ${suffix}`;
}

/** the calendar day ('YYYY-MM-DD') an instant falls on in Vietnam, e.g. to compare with "today" whatever the zone */
export function vietnamDay(value: DateInput): string | null {
  return inVietnam(value)?.format('YYYY-MM-DD') ?? null;
}
