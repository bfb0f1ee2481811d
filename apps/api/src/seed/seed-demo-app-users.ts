import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users, villages } from '../db/schema/index.ts';

// App users (issue 19): two residents of the first commune who signed up in the app and wait for an officer to verify
// them — one whose identity is complete (verifiable at once), one without birthday and CCCD (the approval names what
// is missing). Added after every other demo seed, so the notifications, surveys and groups seeded earlier do not
// count them.
export async function seedDemoWaitingResidents(
  tx: Tx,
  ward: { id: number; provinceId: number; districtId: number | null },
  passwordHash: string,
) {
  const [village] = await tx
    .select({ id: villages.id })
    .from(villages)
    .where(eq(villages.wardId, ward.id))
    .orderBy(asc(villages.id))
    .limit(1);
  const base = {
    passwordHash,
    roleId: 7,
    // spec §3 acc_status: 2, waiting for verification (forms/user-fields.ts)
    accStatus: 2,
    provinceId: ward.provinceId,
    districtId: ward.districtId,
    wardId: ward.id,
    villageId: village?.id ?? null,
  };
  await tx.insert(users).values([
    {
      ...base,
      username: 'danmoi1',
      fullName: 'Lò Thị Xuân',
      phone: '0386214571',
      dob: '1992-03-08',
      sex: 2,
      idCardNumber: '014192000123',
    },
    { ...base, username: 'danmoi2', fullName: 'Hoàng Văn Dũng', phone: '0386214572', sex: 1 },
  ]);
  return 2;
}
