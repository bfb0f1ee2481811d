import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  files,
  sentimentEvaluations,
  sentimentEvents,
  sentiments,
  users,
  villages,
  wards,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helper.ts';

const DAY = 86_400_000;
/** an instant n days from now, as the forms send it (UTC ISO with Z) */
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const VIETNAM_OFFSET = 7 * 3_600_000;
/**
 * An instant of yesterday in Vietnam later than this moment yesterday (`daysFromNow(-1)`): halfway to Vietnam's
 * midnight, so surely "before today" (spec date rules are Vietnam's days) and after a start stored a day ago.
 * `daysFromNow(-0.99)` fell on today's date when the test ran in the last quarter hour before Vietnam's midnight.
 */
export function laterYesterdayInVietnam() {
  const vietnamMidnight = Math.floor((Date.now() + VIETNAM_OFFSET) / DAY) * DAY - VIETNAM_OFFSET;
  const dayAgo = Date.now() - DAY;
  return new Date(Math.floor((dayAgo + vietnamMidnight) / 2)).toISOString();
}

export const STAFF_URL = '/api/admin/sentiments';

export interface SentimentSpec {
  wardId: number;
  status?: number;
  title?: string;
  content?: string;
  categoryId?: number;
  villageId?: number | null;
  active?: boolean;
  timeStart?: string | null;
  timeFinish?: string | null;
  received?: boolean;
  archived?: boolean;
  deleted?: boolean;
  resultSentiment?: number | null;
  guestName?: string | null;
  reporterId?: number | null;
  createdAt?: string;
}

/** a sentiment written straight into the table, as the citizen side (or the seed) leaves it */
export async function createSentiment(t: TestApp, spec: SentimentSpec): Promise<number> {
  const [ward] = await t.database.db.select().from(wards).where(eq(wards.id, spec.wardId));
  const status = spec.status ?? 1;
  const finished = status === 3 || status === 4;
  const [row] = await t.database.db
    .insert(sentiments)
    .values({
      title: spec.title ?? 'Phản ánh thử nghiệm',
      content: spec.content ?? 'Nội dung phản ánh thử nghiệm',
      categoryId: spec.categoryId ?? 2,
      status,
      active: spec.active ?? true,
      timeStart: spec.timeStart ? new Date(spec.timeStart) : null,
      timeFinish:
        spec.timeFinish === undefined ? new Date(daysFromNow(7)) : spec.timeFinish ? new Date(spec.timeFinish) : null,
      provinceId: ward.provinceId,
      districtId: ward.districtId,
      wardId: ward.id,
      villageId: spec.villageId ?? null,
      resultSentiment: spec.resultSentiment ?? (finished ? status : null),
      contentReply: finished ? '<p>Đã trả lời.</p>' : null,
      timeReply: finished ? new Date() : null,
      receivedAt: (spec.received ?? status !== 1) ? new Date() : null,
      archivedAt: spec.archived ? new Date() : null,
      deletedAt: spec.deleted ? new Date() : null,
      reporterId: spec.reporterId ?? null,
      guestName: spec.reporterId ? null : spec.guestName === undefined ? 'Lý Thị Mai' : spec.guestName,
      guestPhone: spec.reporterId ? null : '0912345678',
      createdAt: spec.createdAt ? new Date(spec.createdAt) : undefined,
      // written a moment before the test acts on it: an action refuses an item changed at or after its request's
      // arrival (409, sentiment-action-runner.ts), and the database's microseconds cut to the request's millisecond
      // made a row written in that same millisecond look changed by another officer
      updatedAt: new Date(Date.now() - 1_000),
    })
    .returning({ id: sentiments.id });
  return row.id;
}

/** every test file starts from the seeded database, demo sentiments included: counting tests start from none */
export async function removeAllSentiments(t: TestApp) {
  await t.database.db.delete(sentiments);
}

/** a row of the `files` table as POST /api/files leaves it: its path for media_result */
export async function createFile(
  t: TestApp,
  name: string,
  ownerUsername = 'canbo1',
): Promise<{ id: string; path: string }> {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, ownerUsername));
  const id = randomUUID();
  const type = /\.(png|jpe?g)$/i.test(name) ? 'image' : /\.(mp4|mov)$/i.test(name) ? 'video' : 'file';
  await t.database.db
    .insert(files)
    .values({ id, ownerId: owner.id, name, mime: 'application/octet-stream', size: 10, type });
  return { id, path: `/api/files/${id}/${encodeURIComponent(name)}` };
}

export async function rate(t: TestApp, sentimentId: number, point = 3) {
  await t.database.db.insert(sentimentEvaluations).values({ sentimentId, point, contentEvaluate: 'Cảm ơn xã' });
}

export const timelineOf = (t: TestApp, sentimentId: number) =>
  t.database.db
    .select()
    .from(sentimentEvents)
    .where(eq(sentimentEvents.sentimentId, sentimentId))
    .orderBy(sentimentEvents.id);

export async function rowOf(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(sentiments).where(eq(sentiments.id, id));
  return row;
}

export async function userNamed(t: TestApp, username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row;
}

/** the demo wards' hamlets: the first is thon1's (and nguoidan1's) */
export async function villagesOf(t: TestApp, wardId: number) {
  return t.database.db
    .select({ id: villages.id, name: villages.name })
    .from(villages)
    .where(eq(villages.wardId, wardId))
    .orderBy(villages.id);
}

/** strip one permission of a role (the trigger bumps the role's version, so sessions see it at once) */
export async function revoke(t: TestApp, roleId: number, action: string, subject = 'sentiments') {
  await t.database.db.execute(
    sql`delete from role_permissions where role_id = ${roleId} and action = ${action} and subject = ${subject}`,
  );
}
