import type { SessionUser } from '@console/shared/api-types';
import type { AppAbility } from '@console/shared/permissions';
import { VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { STAFF_NOTICE_KINDS, type StaffNoticeKind } from '@console/shared/staff-notice-types';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Bind } from '../../query/prepared-shapes.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { staffNotices } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';

export interface NoticeReader {
  user: SessionUser;
  scope: UnitScope;
  ability: AppAbility;
}

/** the kinds the caller may see: those whose subject they may list (an overdue sentiment needs `list sentiments`) */
export function readableKinds(ability: AppAbility): StaffNoticeKind[] {
  return (Object.keys(STAFF_NOTICE_KINDS) as StaffNoticeKind[]).filter((kind) => {
    const { action, subject } = STAFF_NOTICE_KINDS[kind];
    return ability.can(action, subject);
  });
}

const isVillageOfficer = (user: SessionUser) => user.role_id === VILLAGE_ROLE_ID;

/**
 * The notices a caller reaches: of the wards in their units, of kinds they may see, about items that still exist and
 * are of a category their role handles; a hamlet officer only those about items of their own hamlet (as in the
 * sentiment lists).
 */
export function noticesInScope(reader: NoticeReader, bind: Bind): SQL {
  const kinds = readableKinds(reader.ability);
  if (!kinds.length) return sql`false`;
  const village = isVillageOfficer(reader.user) ? reader.user.village_id : undefined;
  if (village === null) return sql`false`;
  // the categories the caller's role handles, as in the sentiment lists (no row for the role: every category)
  const role = bind('scope_role', reader.user.role_id);
  const roleHandles = sql`(not exists (select 1 from role_sentiment_categories c where c.role_id = ${role})
    or s.category_id in (select c.category_id from role_sentiment_categories c where c.role_id = ${role}))`;
  const itemAlive = village
    ? sql`exists (select 1 from sentiments s where s.id = ${staffNotices.sentimentId} and s.deleted_at is null and ${roleHandles} and s.village_id = ${bind('scope_village', village)})`
    : sql`(${staffNotices.sentimentId} is null or exists (select 1 from sentiments s where s.id = ${staffNotices.sentimentId} and s.deleted_at is null and ${roleHandles}))`;
  return and(wardColumnInScope(reader.scope, staffNotices.wardId, bind), inArray(staffNotices.kind, kinds), itemAlive)!;
}

/** the shape of the scope condition for the prepared-statement cache */
export function noticeScopeShape(reader: NoticeReader): string {
  const village = isVillageOfficer(reader.user) ? (reader.user.village_id ? '+village' : '+novillage') : '';
  return `${reader.scope.level}${village}|${readableKinds(reader.ability).join(',')}`;
}
