import { isDeepStrictEqual } from 'node:util';
import {
  APPROVED_IS_LOCKED_MESSAGE,
  CLOSE_BEFORE_OPEN_MESSAGE,
  SURVEY_FIELDS,
  type SurveyBody,
} from '@console/shared/forms/survey';
import { formatDateTime } from '@console/shared/dates';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, surveyResponses, surveys } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { storedValues } from '../../crud/field-kind-hooks.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { deliver, type Delivered } from '../notifications/notification-delivery.ts';
import { ownerUnitsOf, type OwnerUnits } from '../notifications/notification-owner.ts';
import { assertChoiceInScope } from '../notifications/recipients.ts';
import { managedSurveys } from './survey-audience.ts';

export interface Writer {
  id: number;
  scope: UnitScope;
}

export const HAS_RESPONSES_MESSAGE = 'Khảo sát đã có phiếu trả lời, không thể xoá';

/** the body as stored: the description sanitised, the audience checked against the writer's units */
async function columnsOf(db: Db | Tx, writer: Writer, body: SurveyBody) {
  await assertChoiceInScope(db, body, writer.scope);
  const stored = await storedValues(
    db,
    { fields: { description: SURVEY_FIELDS.description } },
    body,
    writer.scope,
    () => undefined,
  );
  return {
    title: body.title,
    description: (stored.description as string | null | undefined) ?? null,
    sections: body.sections,
    openAt: new Date(body.open_at),
    closeAt: new Date(body.close_at),
    anonymous: body.anonymous ?? false,
    multipleResponses: body.multiple_responses ?? false,
    maxResponses: body.max_responses ?? null,
    wardIds: body.ward_ids ?? [],
    villageIds: body.village_ids ?? [],
    roleIds: body.role_ids ?? [],
  };
}

export async function createSurvey(db: Db, writer: Writer, body: SurveyBody) {
  const columns = await columnsOf(db, writer, body);
  const owner = await ownerUnitsOf(db, writer.scope);
  const [made] = await db
    .insert(surveys)
    .values({ ...columns, ...owner, createdBy: writer.id, updatedBy: writer.id })
    .returning({ id: surveys.id });
  return made.id;
}

async function lockManaged(tx: Tx, scope: UnitScope, id: number) {
  const [row] = await tx
    .select()
    .from(surveys)
    .where(managedSurveys(scope, eq(surveys.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A draft takes the whole body. An approved survey keeps its questions and settings — answers were given to them —
 * and only its close time moves (closed early or extended); a body changing anything else is refused.
 */
export function updateSurvey(db: Db, writer: Writer, id: number, body: SurveyBody) {
  return db.transaction(async (tx) => {
    const row = await lockManaged(tx, writer.scope, id);
    const columns = await columnsOf(tx, writer, body);
    if (row.status === 'draft') {
      await tx
        .update(surveys)
        .set({ ...columns, updatedBy: writer.id, updatedAt: sql`now()` })
        .where(eq(surveys.id, id));
      return;
    }
    const { closeAt, description: _description, ...fixed } = columns;
    const kept = {
      title: row.title,
      sections: row.sections,
      openAt: row.openAt,
      anonymous: row.anonymous,
      multipleResponses: row.multipleResponses,
      maxResponses: row.maxResponses,
      wardIds: row.wardIds,
      villageIds: row.villageIds,
      roleIds: row.roleIds,
    };
    // deep equality: jsonb gives the stored questions back with their keys in its own order
    const same = (Object.keys(kept) as (keyof typeof kept)[]).every((key) => isDeepStrictEqual(fixed[key], kept[key]));
    if (!same) throw new AppError('VALIDATION', APPROVED_IS_LOCKED_MESSAGE);
    if (closeAt <= row.openAt) throw new AppError('VALIDATION', CLOSE_BEFORE_OPEN_MESSAGE);
    await tx
      .update(surveys)
      .set({ closeAt, description: columns.description, updatedBy: writer.id, updatedAt: sql`now()` })
      .where(eq(surveys.id, id));
  });
}

/** a draft, or an approved survey nobody answered yet; answers are never thrown away with their survey */
export function deleteSurvey(db: Db, scope: UnitScope, id: number) {
  return db.transaction(async (tx) => {
    await lockManaged(tx, scope, id);
    const [answered] = await tx
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, id))
      .limit(1);
    if (answered) throw new AppError('VALIDATION', HAS_RESPONSES_MESSAGE);
    await tx.delete(surveys).where(eq(surveys.id, id));
  });
}

/** who a survey's notice goes to: its chosen audience, or everyone of its units when it chose none */
function audienceChoice(row: typeof surveys.$inferSelect & OwnerUnits) {
  const units = row.wardIds.length || row.villageIds.length;
  const ownUnits = row.wardId
    ? { ward_ids: [row.wardId] }
    : row.districtId
      ? { district_ids: [row.districtId] }
      : row.provinceId
        ? { province_ids: [row.provinceId] }
        : {};
  return {
    role_ids: row.roleIds,
    ...(units ? { ward_ids: row.wardIds, village_ids: row.villageIds } : ownUnits),
  };
}

/**
 * Approves a draft (spec §4 surveys: approve, optionally sending a notification). With `notify`, a notification to
 * the survey's audience is written and delivered in the same transaction, through the notifications module: the
 * same receipts, inbox, bell, realtime toast and Web Push as any notice. Approving an approved survey changes nothing
 * and sends nothing again.
 */
export function approveSurvey(
  db: Db,
  writer: Writer,
  id: number,
  notify: boolean,
): Promise<{ delivered: Delivered | null }> {
  return db.transaction(async (tx) => {
    const row = await lockManaged(tx, writer.scope, id);
    if (row.status !== 'draft') return { delivered: null };
    await tx
      .update(surveys)
      .set({ status: 'approved', approvedAt: sql`now()`, approvedBy: writer.id, updatedAt: sql`now()` })
      .where(eq(surveys.id, id));
    if (!notify) return { delivered: null };
    const choice = audienceChoice(row);
    const [notice] = await tx
      .insert(notifications)
      .values({
        title: `Khảo sát: ${row.title}`,
        content: `<p>Mời bạn tham gia khảo sát "${escapeHtml(row.title)}" từ ${formatDateTime(row.openAt)} đến ${formatDateTime(row.closeAt)}.</p>`,
        roleIds: choice.role_ids,
        provinceIds: 'province_ids' in choice ? choice.province_ids : [],
        districtIds: 'district_ids' in choice ? choice.district_ids : [],
        wardIds: 'ward_ids' in choice ? choice.ward_ids : [],
        villageIds: 'village_ids' in choice ? (choice.village_ids ?? []) : [],
        provinceId: row.provinceId,
        districtId: row.districtId,
        wardId: row.wardId,
        link: `/surveys/${id}`,
        createdBy: writer.id,
        updatedBy: writer.id,
      })
      .returning();
    return { delivered: await deliver(tx, notice) };
  });
}
