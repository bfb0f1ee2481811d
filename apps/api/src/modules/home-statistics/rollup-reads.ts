import { vietnamDay } from '@console/shared/dates';
import type { HomeFilter, Period } from '@console/shared/home-statistics';
import { and, eq, gte, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ROLLUP_GRAIN, type RollupGrain } from '../../db/schema/index.ts';
import { inline, type Bind } from '../../query/prepared-shapes.ts';
import { scopeUnitId, wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { boundSentimentScope, isVillageOfficer, type SentimentCaller } from '../sentiments/sentiment-scope.ts';

// Which rows of a rollup answer a question (db/schema/sentiment-rollups.ts keeps each count at several grains): the
// coarsest unit grain the caller's reach allows, and a period read as its whole months at the month grain plus the
// days around them at the day grain. A province officer's month is then a few dozen province-month rows.

/** the columns every rollup has */
export interface RollupColumns {
  grain: PgColumn;
  provinceId: PgColumn;
  districtId: PgColumn;
  wardId: PgColumn;
  villageId: PgColumn;
  categoryId: PgColumn;
  day: PgColumn;
}

export type UnitLevel = 'ward' | 'province';

/**
 * per province when the caller reaches whole provinces (the platform, a province officer) and asks about nothing
 * narrower — no district or ward filter, no figure per ward or hamlet; else per ward (a hamlet officer's hamlet and a
 * district's wards are ward-grain conditions)
 */
export function unitLevelFor(caller: SentimentCaller, filter: HomeFilter, perUnitBelowProvince = false): UnitLevel {
  const wholeProvinces = caller.scope.level === 'all' || caller.scope.level === 'province';
  const narrower = filter.district_id || filter.ward_id || perUnitBelowProvince || isVillageOfficer(caller.user);
  return wholeProvinces && !narrower ? 'province' : 'ward';
}

/** a narrower unit inside the caller's reach, on any table that carries the three unit columns */
export function unitFilter(columns: UnitColumns, filter: HomeFilter, bind: Bind = inline): SQL | undefined {
  return boundUnitFilter(filter, bind)(columns);
}

type UnitColumns = { provinceId: AnyColumn; districtId: AnyColumn; wardId: AnyColumn };

/** the same, values bound now and SQL built when asked (a prepared statement's first request only) */
function boundUnitFilter(filter: HomeFilter, bind: Bind): (columns: UnitColumns) => SQL | undefined {
  const province = filter.province_id ? bind('province_id', filter.province_id) : undefined;
  const district = filter.district_id ? bind('district_id', filter.district_id) : undefined;
  const ward = filter.ward_id ? bind('ward_id', filter.ward_id) : undefined;
  return (columns) =>
    and(
      province === undefined ? undefined : eq(columns.provinceId, province),
      district === undefined ? undefined : eq(columns.districtId, district),
      ward === undefined ? undefined : eq(columns.wardId, ward),
    );
}

/**
 * The caller's reach over a rollup's rows, and the narrower unit asked for: the items' own rule
 * (sentiment-scope.ts) — their categories, a hamlet officer's hamlet, their units — except that a province officer's
 * province is the rows' own province column (one index range, and the only unit a province-grain row has). An item's
 * province is its ward's: set from the ward when the item is made, and a ward merger keeps the ward's province.
 */
export function rollupReach(table: RollupColumns, caller: SentimentCaller, filter: HomeFilter, bind: Bind = inline) {
  return boundRollupReach(caller, filter, bind)(table);
}

/** the same, values bound now and SQL built when asked (the sentiment list's counts build it once per shape) */
export function boundRollupReach(
  caller: SentimentCaller,
  filter: HomeFilter,
  bind: Bind,
): (table: RollupColumns) => SQL | undefined {
  const scope = caller.scope;
  const unitId = scopeUnitId(scope);
  const unit = unitId === undefined ? undefined : bind('scope_unit', unitId);
  const categoriesAndHamlet = boundSentimentScope({ ...caller, scope: { level: 'all' } }, bind);
  const narrower = boundUnitFilter(filter, bind);
  return (table) =>
    and(
      scope.level === 'province'
        ? eq(table.provinceId, unit)
        : wardColumnInScope(scope, table.wardId, (() => unit) as Bind),
      categoriesAndHamlet(table),
      narrower(table),
    );
}

const GRAINS = {
  ward: { day: ROLLUP_GRAIN.wardDay, month: ROLLUP_GRAIN.wardMonth, all: ROLLUP_GRAIN.wardAll },
  province: { day: ROLLUP_GRAIN.provinceDay, month: ROLLUP_GRAIN.provinceMonth, all: ROLLUP_GRAIN.provinceAll },
} satisfies Record<UnitLevel, Record<'day' | 'month' | 'all', RollupGrain>>;

export const grainsOf = (level: UnitLevel) => GRAINS[level];

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** every Vietnam day of a period, in order */
export const everyDay = (period: Period) =>
  Array.from({ length: daysBetween(period.from, period.to) }, (_, i) => addDays(period.from, i));

/** the asked period, else this month so far (Vietnam days); the previous period is as long and ends the day before */
export function periodsOf(filter: HomeFilter, now = new Date()) {
  const today = vietnamDay(now)!;
  const to = filter.to ?? today;
  const from = filter.from ?? `${to.slice(0, 8)}01`;
  const length = daysBetween(from, to);
  return {
    today,
    current: { from, to },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * A period as its whole months (first days of the first and last) and the days before and after them. A month counts
 * whole when the period holds all its days — or all of them up to today, when the period reaches today (this month
 * so far is then one month row per key). Rows dated after the period inside that last month (none, unless a clock or
 * an import dated an item after today) are then `beyond`: read at the day grain and taken away, so the sum stays exact.
 */
export function periodParts(period: Period, today: string): { months?: Period; days: Period[]; beyond?: Period } {
  const first = period.from === monthStart(period.from) ? period.from : nextMonth(period.from);
  const after = addDays(period.to, 1);
  const endsWhole = after === monthStart(after) || period.to >= today;
  const last = endsWhole ? monthStart(period.to) : addDays(monthStart(period.to), -1).slice(0, 8) + '01';
  if (first > last) return { days: [period] };
  const lastEnd = addDays(nextMonth(last), -1);
  const days = [
    { from: period.from, to: addDays(first, -1) },
    { from: addDays(lastEnd, 1), to: period.to },
  ].filter((part) => part.from <= part.to);
  const beyond = period.to < lastEnd ? { from: after, to: lastEnd } : undefined;
  return { months: { from: first, to: last }, days, beyond };
}

/**
 * The rows of a rollup that add up to a period: by day only (a figure per day), else whole months and edge days, and
 * the sign each row counts with (-1 for the days `beyond` the period inside its last month). The shape (which parts
 * there are) names the prepared statement; the days are bound.
 */
export function periodRows(
  table: RollupColumns,
  level: UnitLevel,
  period: Period,
  today: string,
  perDay = false,
  bind: Bind = inline,
  name = '',
): { where: SQL | undefined; sign: SQL; shape: string } {
  const grains = GRAINS[level];
  const parts: ReturnType<typeof periodParts> = perDay ? { days: [period] } : periodParts(period, today);
  const within = (grain: RollupGrain, part: Period, partName: string) =>
    and(
      eq(table.grain, grain),
      gte(table.day, bind(`${name}${partName}_from`, part.from)),
      lte(table.day, bind(`${name}${partName}_to`, part.to)),
    )!;
  const beyond = parts.beyond ? within(grains.day, parts.beyond, 'beyond') : undefined;
  return {
    where: or(
      parts.months ? within(grains.month, parts.months, 'months') : undefined,
      ...parts.days.map((part, index) => within(grains.day, part, `days${index}`)),
      beyond,
    ),
    sign: beyond ? sql`(case when ${beyond} then -1 else 1 end)` : sql`1`,
    shape: `${parts.months ? 'months+' : ''}${parts.days.length}days${beyond ? '-beyond' : ''}`,
  };
}

/** the filter's units that are given, for a prepared statement's shape */
export const filterShape = (filter: HomeFilter) =>
  (['province_id', 'district_id', 'ward_id'] as const).filter((key) => filter[key]).join();
