import { eq, sql } from 'drizzle-orm';
import { users, wards } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';

/** the two demo wards (canbo1's and canbo2's) and a ward of another province */
export async function demoUnits(t: TestApp) {
  const wardOf = async (username: string) => {
    const [row] = await t.database.db
      .select({ wardId: users.wardId, provinceId: users.provinceId })
      .from(users)
      .where(eq(users.username, username));
    return row;
  };
  const first = await wardOf('canbo1');
  const second = await wardOf('canbo2');
  const [foreign] = await t.database.db
    .select({ id: wards.id })
    .from(wards)
    .where(sql`${wards.provinceId} <> ${first.provinceId}`)
    .limit(1);
  return { ward1: first.wardId!, ward2: second.wardId!, provinceId: first.provinceId!, foreignWard: foreign.id };
}

export { rowsOf } from '../src/db/client.ts';
