import type { FieldsOutput } from '@console/shared/validation/zod-fields';
import type { wardMarketConfigFields } from '@console/shared/forms/ward-market-config-fields';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { wardMarketConfigs, wards } from '../../db/schema/index.ts';

export type WardMarketConfigValues = FieldsOutput<typeof wardMarketConfigFields>;

const c = wardMarketConfigs;
// who last touched the config, as the screen shows it ("Cập nhật lần cuối … bởi …")
const nameOf = (column: AnyPgColumn) =>
  sql<string | null>`(select coalesce(u.full_name, u.username) from users u where u.id = ${column})`;

const COLUMNS = {
  id: c.id,
  ward_id: c.wardId,
  ward_name: wards.name,
  market_name: c.marketName,
  contact_person: c.contactPerson,
  contact_phone: c.contactPhone,
  contact_email: c.contactEmail,
  address: c.address,
  description: c.description,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
  created_by: c.createdBy,
  updated_by: c.updatedBy,
  created_by_name: nameOf(c.createdBy),
  updated_by_name: nameOf(c.updatedBy),
};

/** the ward's config with its ward's name, or null; the caller has checked the ward is in reach */
export async function findWardMarketConfig(db: Db, wardId: number) {
  const [row] = await db.select(COLUMNS).from(c).innerJoin(wards, eq(wards.id, c.wardId)).where(eq(c.wardId, wardId));
  return row ? { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() } : null;
}

/** a ward merged into another is history: its market is the one of the ward it became */
export async function isMergedWard(db: Db, wardId: number): Promise<boolean> {
  const [row] = await db.select({ mergedInto: wards.mergedIntoId }).from(wards).where(eq(wards.id, wardId));
  return row?.mergedInto != null;
}

export async function wardHasMarketConfig(db: Db, wardId: number): Promise<boolean> {
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.wardId, wardId));
  return row !== undefined;
}

/** optional fields left out of the body are stored as null; undefined would make drizzle skip them */
const columnsOf = (values: Partial<WardMarketConfigValues>) => {
  const set: Partial<typeof c.$inferInsert> = {};
  if ('market_name' in values) set.marketName = values.market_name!;
  if ('contact_person' in values) set.contactPerson = values.contact_person ?? null;
  if ('contact_phone' in values) set.contactPhone = values.contact_phone!;
  if ('contact_email' in values) set.contactEmail = values.contact_email ?? null;
  if ('address' in values) set.address = values.address ?? null;
  if ('description' in values) set.description = values.description ?? null;
  return set;
};

/** false when the ward already has one (the unique ward_id decides, so two racing creates cannot both win) */
export async function insertWardMarketConfig(db: Db, wardId: number, values: WardMarketConfigValues, userId: number) {
  const inserted = await db
    .insert(c)
    .values({
      ...(columnsOf(values) as { marketName: string; contactPhone: string }),
      wardId,
      createdBy: userId,
      updatedBy: userId,
    })
    .onConflictDoNothing({ target: c.wardId })
    .returning({ id: c.id });
  return inserted.length > 0;
}

/** false when the ward has no config to update */
export async function updateWardMarketConfig(
  db: Db,
  wardId: number,
  values: Partial<WardMarketConfigValues>,
  userId: number,
) {
  const updated = await db
    .update(c)
    .set({ ...columnsOf(values), updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(c.wardId, wardId))
    .returning({ id: c.id });
  return updated.length > 0;
}
