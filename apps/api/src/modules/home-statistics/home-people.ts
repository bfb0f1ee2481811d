import { SENTIMENT_RATINGS } from '@console/shared/domain/sentiments';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { UnitScope } from '../../core/scope.ts';
import type { Db } from '../../db/client.ts';
import { isoText } from '../../lib/timestamps.ts';
import {
  requestCounts,
  roles,
  sentimentEvaluations,
  sentiments,
  sessions,
  userCounts,
  users,
  wards,
} from '../../db/schema/index.ts';
import { offsetOf, type Paging } from '../../query/list-params.ts';
import { unitColumnsInScope, wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { sentimentsInScope, type SentimentCaller } from '../sentiments/sentiment-scope.ts';
import { everyDay, periodsOf, type HomeFilter } from './home-figures.ts';
import { unitFilter } from './rollup-reads.ts';

// The home statistics that are not sentiments' rollups: the accounts of the caller's units, and the latest ratings.

const ACTIVE_DAYS = 30;

/**
 * GET user: the accounts of the caller's units by role and how many have a verified identity (both from user_counts,
 * the users list's counters: a sum over a few rows, not a count of a province's million users), and how many signed
 * in during the last 30 days (from the sessions of those days, the smaller side, by sessions_created_idx)
 */
export async function userFigures(db: Db, scope: UnitScope, filter: HomeFilter) {
  const inUnits = and(unitColumnsInScope(scope, users), unitFilter(users, filter));
  const [byRole, [people]] = await Promise.all([
    db
      .select({
        role_id: userCounts.roleId,
        name: roles.name,
        count: sql<number>`sum(${userCounts.users})::int`,
        verified: sql<number>`sum(${userCounts.verified})::int`,
      })
      .from(userCounts)
      .innerJoin(roles, eq(roles.id, userCounts.roleId))
      .where(and(unitColumnsInScope(scope, userCounts), unitFilter(userCounts, filter)))
      .groupBy(userCounts.roleId, roles.name)
      .having(sql`sum(${userCounts.users}) > 0`)
      .orderBy(userCounts.roleId),
    db
      .select({ active: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(gte(sessions.createdAt, sql`now() - make_interval(days => ${ACTIVE_DAYS}::int)`), inUnits)),
  ]);
  return {
    total: byRole.reduce((sum, role) => sum + role.count, 0),
    verified: byRole.reduce((sum, role) => sum + role.verified, 0),
    active_30_days: people.active,
    roles: byRole.map(({ verified: _verified, ...role }) => role),
  };
}

/** POST latest-rating: the residents' latest ratings of items in the caller's reach, newest first, a page at a time */
export async function latestRatings(db: Db, caller: SentimentCaller, filter: HomeFilter & Paging) {
  const where = and(sentimentsInScope(caller), unitFilter(sentiments, filter), sql`${sentiments.deletedAt} is null`);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: sentiments.id,
        title: sentiments.title,
        ward_name: wards.name,
        point: sentimentEvaluations.point,
        content_evaluate: sentimentEvaluations.contentEvaluate,
        rated_at: isoText(sentimentEvaluations.createdAt).mapWith(String),
      })
      .from(sentimentEvaluations)
      .innerJoin(sentiments, eq(sentiments.id, sentimentEvaluations.sentimentId))
      .innerJoin(wards, eq(wards.id, sentiments.wardId))
      .where(where)
      .orderBy(desc(sentimentEvaluations.createdAt), desc(sentimentEvaluations.sentimentId))
      .limit(filter.length)
      .offset(offsetOf(filter)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sentimentEvaluations)
      .innerJoin(sentiments, eq(sentiments.id, sentimentEvaluations.sentimentId))
      .where(where),
  ]);
  const labelOf = new Map(SENTIMENT_RATINGS.map((rating) => [rating.point as number, rating.label]));
  return { total, entries: rows.map((row) => ({ ...row, label: labelOf.get(row.point) ?? '' })) };
}

/** GET traffic: requests per Vietnam day of the period to the console and to the residents' app, by the accounts of
 * the caller's units (guests' requests, which belong to no unit, count for the platform's officers only) */
export async function trafficFigures(db: Db, scope: UnitScope, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const r = requestCounts;
  const ward = (column: 'province_id' | 'district_id', id: number) =>
    sql`${r.wardId} in (select id from wards where ${sql.identifier(column)} = ${id})`;
  const rows = await db
    .select({
      day: r.day,
      console: sql<number>`coalesce(sum(${r.requests}) filter (where ${r.app} = 'console'), 0)::float8`,
      resident: sql<number>`coalesce(sum(${r.requests}) filter (where ${r.app} = 'resident'), 0)::float8`,
    })
    .from(r)
    .where(
      and(
        wardColumnInScope(scope, r.wardId),
        filter.province_id ? ward('province_id', filter.province_id) : undefined,
        filter.district_id ? ward('district_id', filter.district_id) : undefined,
        filter.ward_id ? eq(r.wardId, filter.ward_id) : undefined,
        gte(r.day, current.from),
        lte(r.day, current.to),
      ),
    )
    .groupBy(r.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return everyDay(current).map((day) => ({
    day,
    console: byDay.get(day)?.console ?? 0,
    resident: byDay.get(day)?.resident ?? 0,
  }));
}
