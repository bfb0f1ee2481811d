import type { SessionUser } from '@console/shared/api-types';
import { VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { inline, preparedStatement, type Bind } from '../../query/prepared-shapes.ts';
import { scopeUnitId, wardColumnInScope } from '../../query/unit-scope-sql.ts';
import type { Db } from '../../db/client.ts';
import { roleSentimentCategories, sentiments } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';

export interface SentimentCaller {
  user: SessionUser;
  scope: UnitScope;
  /**
   * whether the caller's role is limited to some categories (role_sentiment_categories has rows for it): the
   * categories themselves are read by the SQL condition, so a change by an administrator applies at once
   */
  limitedCategories: boolean;
}

/** spec §6: the hamlet officer (role id 8) */
export const isVillageOfficer = (user: Pick<SessionUser, 'role_id'>) => user.role_id === VILLAGE_ROLE_ID;

// Whether a role is limited, kept per permission set: the set is one shared array per (role, permissions_version)
// (core/role-permissions-cache.ts), read with every session check, and a change of the role's categories bumps that
// version (migration 0058) — so a kept answer is never used after a change, on any node. Garbage with its set.
const categoryLimits = new WeakMap<object, Promise<boolean>>();

/**
 * Whether the role handles only some categories (issue 10: a health officer sees health items, as FixMyStreet limits
 * staff to categories). One primary-key probe per role and version, not per request (it was a round trip of every
 * sentiment request); roles without limits then add no condition at all, so their lists keep the index-only plans
 * of the ward indexes.
 */
export function hasCategoryLimits(db: Db, user: Pick<SessionUser, 'role_id' | 'role'>): Promise<boolean> {
  const key = user.role.permissions;
  let known = categoryLimits.get(key);
  if (!known) {
    known = probeCategoryLimits(db, user.role_id);
    known.catch(() => categoryLimits.delete(key));
    categoryLimits.set(key, known);
  }
  return known;
}

async function probeCategoryLimits(db: Db, roleId: number): Promise<boolean> {
  const statement = preparedStatement(db, 'sentiments:role-has-categories', () =>
    db
      .select({ one: sql<number>`1` })
      .from(roleSentimentCategories)
      .where(eq(roleSentimentCategories.roleId, sql.placeholder('roleId')))
      .limit(1),
  );
  return (await statement.execute({ roleId })).length > 0;
}

/** the columns the scope reads: the items' own, or a rollup's of them (db/schema/sentiment-rollups.ts) */
export interface SentimentScopeColumns {
  wardId: AnyColumn;
  categoryId: AnyColumn;
  villageId: AnyColumn;
}

/**
 * The items a caller reaches: those of their units (scope); for a role limited to some categories only items of those
 * categories; and for a hamlet officer only those reported in their own hamlet — items without a hamlet belong to the
 * ward's staff, and a hamlet officer without a hamlet sees nothing (like any user without a unit).
 */
export function sentimentsInScope(
  caller: SentimentCaller,
  bind: Bind = inline,
  columns: SentimentScopeColumns = sentiments,
): SQL | undefined {
  return boundSentimentScope(caller, bind)(columns);
}

/**
 * The same condition with its values bound now and its SQL built when asked: a prepared statement's conditions are
 * built once per shape (its first request), while every request binds its values (building them on every request
 * was a tenth of the sentiment list's own CPU, docs/benchmarks.md).
 */
export function boundSentimentScope(
  caller: SentimentCaller,
  bind: Bind,
): (columns: SentimentScopeColumns) => SQL | undefined {
  const unitId = scopeUnitId(caller.scope);
  const unit = unitId === undefined ? undefined : bind('scope_unit', unitId);
  const role = caller.limitedCategories ? bind('scope_role', caller.user.role_id) : undefined;
  const villageId = caller.user.village_id;
  const village = isVillageOfficer(caller.user) && villageId ? bind('scope_village', villageId) : undefined;
  return (columns) => {
    const units = wardColumnInScope(caller.scope, columns.wardId, (() => unit) as Bind);
    const categories = caller.limitedCategories
      ? sql`${columns.categoryId} in (select category_id from role_sentiment_categories where role_id = ${role})`
      : undefined;
    if (!isVillageOfficer(caller.user)) return and(units, categories);
    if (!villageId) return sql`false`;
    return and(units, categories, eq(columns.villageId, village));
  };
}

/** the scope's shape for the prepared-statement cache: level, category limits, and whether the hamlet rule applies */
export const scopeShape = (caller: SentimentCaller) =>
  `${caller.scope.level}${caller.limitedCategories ? '+categories' : ''}${isVillageOfficer(caller.user) ? (caller.user.village_id ? '+village' : '+novillage') : ''}`;
