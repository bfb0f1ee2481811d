import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { notifications, sentimentEvents, sentiments, users, wards } from '../../src/db/schema/index.ts';

const HOUR = 3_600_000;
export const pastDeadline = () => new Date(Date.now() - HOUR);
export const futureDeadline = () => new Date(Date.now() + 24 * HOUR);

export interface RowSpec {
  wardId: number;
  status: number;
  timeFinish: Date | null;
  title?: string;
  villageId?: number | null;
  receivedAt?: Date | null;
  archivedAt?: Date | null;
  deletedAt?: Date | null;
}

/** sentiments written straight into the table (the staff routes are not what these tests are about) */
export async function insertSentiments(db: Db, specs: RowSpec[]): Promise<number[]> {
  const wardRows = await db
    .select({ id: wards.id, provinceId: wards.provinceId, districtId: wards.districtId })
    .from(wards)
    .where(inArray(wards.id, [...new Set(specs.map((s) => s.wardId))]));
  const wardOf = new Map(wardRows.map((w) => [w.id, w]));
  const rows = await db
    .insert(sentiments)
    .values(
      specs.map((spec, n) => ({
        title: spec.title ?? `Phản ánh thử ${n + 1}`,
        content: 'Nội dung phản ánh',
        categoryId: 2,
        status: spec.status,
        timeFinish: spec.timeFinish,
        provinceId: wardOf.get(spec.wardId)!.provinceId,
        districtId: wardOf.get(spec.wardId)!.districtId,
        wardId: spec.wardId,
        villageId: spec.villageId ?? null,
        receivedAt: spec.receivedAt ?? (spec.status === 1 ? null : new Date()),
        archivedAt: spec.archivedAt ?? null,
        deletedAt: spec.deletedAt ?? null,
        guestName: 'Người dân',
      })),
    )
    .returning({ id: sentiments.id });
  return rows.map((r) => r.id);
}

export async function statusesOf(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: sentiments.id, status: sentiments.status })
    .from(sentiments)
    .where(inArray(sentiments.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export async function eventsOf(db: Db, ids: number[]) {
  return db.select().from(sentimentEvents).where(inArray(sentimentEvents.sentimentId, ids)).orderBy(sentimentEvents.id);
}

/** the staff notices (individual notifications) about the given items */
export async function noticesOf(db: Db, ids: number[]) {
  return db.select().from(notifications).where(inArray(notifications.sentimentId, ids)).orderBy(notifications.id);
}

export async function villageOf(db: Db, username: string) {
  const [row] = await db.select({ villageId: users.villageId }).from(users).where(eq(users.username, username));
  return row.villageId!;
}

/** N open items of one ward past their deadline, made in one statement */
export async function insertManyOverdue(db: Db, wardId: number, count: number) {
  await db.execute(sql`
    insert into sentiments (title, content, category_id, status, time_finish, province_id, district_id, ward_id, guest_name)
    select 'Phản ánh hàng loạt ' || g, 'Nội dung', 1 + g % 7, 1 + g % 2, now() - interval '1 minute', w.province_id, w.district_id, w.id, 'Khách'
    from generate_series(1, ${count}) g, wards w where w.id = ${wardId}`);
}
