import { NOTIFICATION_FIELDS, RECIPIENT_KEYS, type RecipientChoice } from '@console/shared/forms/notification';
import { formatMessage } from '@console/shared/validation/messages';
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { districts, provinces, roles, users, villages, wards } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { wardColumnInScope, wardsInScope } from '../../query/unit-scope-sql.ts';
import { usersInScope } from '../users/user-scope.ts';

export type Choice = { [K in keyof RecipientChoice]?: number[] | null };
const listOf = (choice: Choice, key: keyof RecipientChoice) => choice[key] ?? [];

/**
 * The users a choice reaches: the people named one by one, and everyone of the chosen roles in the chosen units
 * (roles alone: those roles in the sender's units; units alone: everyone there). Always active accounts inside the
 * sender's units, never the sender. One condition on `users`, so counting and sending read the same set.
 */
export function recipientCondition(choice: Choice, scope: UnitScope, senderId: number): SQL {
  const roleIds = listOf(choice, 'role_ids');
  const units: SQL[] = [];
  const unitColumns = [
    ['province_ids', users.provinceId],
    ['district_ids', users.districtId],
    ['ward_ids', users.wardId],
    ['village_ids', users.villageId],
  ] as const;
  for (const [key, column] of unitColumns) {
    const ids = listOf(choice, key);
    if (ids.length) units.push(inArray(column, ids));
  }
  const byGroup =
    roleIds.length || units.length
      ? and(roleIds.length ? inArray(users.roleId, roleIds) : undefined, units.length ? or(...units) : undefined)
      : undefined;
  const userIds = listOf(choice, 'user_ids');
  const named = userIds.length ? inArray(users.id, userIds) : undefined;
  const reached = byGroup && named ? or(byGroup, named) : (byGroup ?? named ?? sql`false`);
  return and(reached, eq(users.isActive, true), ne(users.id, senderId), usersInScope(scope))!;
}

/** how many people a choice reaches */
export async function countRecipients(db: Db | Tx, choice: Choice, scope: UnitScope, senderId: number) {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(recipientCondition(choice, scope, senderId));
  return total;
}

/** for each list: how many of its ids exist, and how many of those lie within the sender's units */
function checksOf(choice: Choice, scope: UnitScope) {
  const ids = (key: keyof RecipientChoice) => listOf(choice, key);
  const narrowerThan = (level: 'province' | 'district') =>
    scope.level === 'ward' || scope.level === 'none' || (level === 'province' && scope.level === 'district');
  const provinceInScope =
    scope.level === 'province' ? eq(provinces.id, scope.provinceId) : narrowerThan('province') ? sql`false` : undefined;
  const districtInScope =
    scope.level === 'province'
      ? eq(districts.provinceId, scope.provinceId)
      : scope.level === 'district'
        ? eq(districts.id, scope.districtId)
        : narrowerThan('district')
          ? sql`false`
          : undefined;
  return {
    role_ids: { table: roles, id: roles.id, inScope: undefined },
    province_ids: { table: provinces, id: provinces.id, inScope: provinceInScope },
    district_ids: { table: districts, id: districts.id, inScope: districtInScope },
    ward_ids: { table: wards, id: wards.id, inScope: wardsInScope(scope) },
    village_ids: { table: villages, id: villages.id, inScope: wardColumnInScope(scope, villages.wardId) },
    user_ids: { table: users, id: users.id, inScope: usersInScope(scope) },
    ids,
  };
}

/**
 * Every id of the choice names a row (else 400 with the list's label) inside the sender's units (else 403): a ward
 * officer cannot reach a whole province, nor a person of another ward, even through a hand-made request.
 */
export async function assertChoiceInScope(db: Db | Tx, choice: Choice, scope: UnitScope) {
  const checks = checksOf(choice, scope);
  for (const key of RECIPIENT_KEYS) {
    const ids = checks.ids(key);
    if (!ids.length) continue;
    const { table, id, inScope } = checks[key];
    const [found] = await db
      .select({
        existing: sql<number>`count(*)::int`,
        inside: sql<number>`count(*) filter (where ${inScope ?? sql`true`})::int`,
      })
      .from(table)
      .where(inArray(id, ids));
    if (found.existing !== ids.length) throw new AppError('VALIDATION', formatMessage(NOTIFICATION_FIELDS[key].label));
    if (found.inside !== ids.length) throw new AppError('OUT_OF_SCOPE');
  }
}
