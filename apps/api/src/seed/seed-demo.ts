import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { freqAskedQuestions, users, villages, wardServices, wards } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { seedAreaDemos } from './seed-area-demos.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seedDemoSentiments } from './seed-demo-sentiments.ts';
import { seedDemoSurveys } from './seed-demo-surveys.ts';
import { linkDemoStoreOwners, seedDemoMarketModes } from './seed-demo-market-modes.ts';
import { seedDemoGroupMembers, seedDemoUnionMembers } from './seed-demo-groups.ts';
import { seedDemoLetters } from './seed-demo-letters.ts';
import { seedDemoWaitingResidents } from './seed-demo-app-users.ts';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_PROVINCE_CODE = '15';

// one account per ward-level role in each demo ward: username prefix, role id, and a person for each ward
const WARD_ACCOUNTS: [string, number, [string, string]][] = [
  ['quantri', 5, ['Hoàng Văn Thắng', 'Lê Thị Thu Hà']],
  ['canbo', 6, ['Nguyễn Thị Hoa', 'Phạm Minh Tuấn']],
  ['thon', 8, ['Lò Văn Sáng', 'Giàng Seo Phử']],
  ['phutrach', 9, ['Trần Quốc Bảo', 'Vũ Thị Lan']],
  ['yte', 10, ['Đỗ Thị Mai', 'Bùi Văn Hùng']],
  ['congan', 11, ['Ngô Đức Long', 'Đặng Văn Khoa']],
  ['doanthe', 12, ['Hà Thị Nga', 'Lý Văn Phúc']],
  ['phongban', 13, ['Đinh Công Minh', 'Tạ Thị Hương']],
  ['chinhanh', 14, ['Mai Văn Tài', 'Chu Thị Yến']],
  ['nguoidan', 7, ['Vàng A Dình', 'Sùng Thị Mỷ']],
];

/** the demo province's first two communes (xã), in the first district that has two when districts exist */
async function demoWards(tx: Tx) {
  const communes = await tx
    .select({ id: wards.id, name: wards.name, provinceId: wards.provinceId, districtId: wards.districtId })
    .from(wards)
    .where(and(eq(wards.provinceId, Number(DEMO_PROVINCE_CODE)), eq(wards.type, 'Xã')))
    .orderBy(asc(wards.districtId), asc(wards.code));
  const withDistrict = communes.filter((w) => w.districtId !== null);
  if (withDistrict.length > 0) {
    const district = withDistrict.find((w, i) => withDistrict[i + 1]?.districtId === w.districtId)!.districtId;
    return withDistrict.filter((w) => w.districtId === district).slice(0, 2);
  }
  return communes.slice(0, 2);
}

/** `storage`: the file storage the demo photos are written to (the server's DATA_DIR/files) */
export async function seedDemoData(tx: Tx, { storage, secrets }: { storage?: FileStorage; secrets?: SecretBox } = {}) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pair = await demoWards(tx);
  const [first] = pair;
  const base = { passwordHash, accStatus: ACC_STATUS_VERIFIED, provinceId: first.provinceId };
  const accounts: (typeof users.$inferInsert)[] = [
    { ...base, username: 'root', roleId: 2, fullName: 'Quản trị nền tảng', provinceId: null },
    { ...base, username: 'tinh', roleId: 3, fullName: 'Nguyễn Văn Bình' },
    {
      ...base,
      username: 'huyen',
      roleId: 4,
      fullName: 'Trần Thị Hằng',
      districtId: first.districtId,
      wardId: first.districtId ? null : first.id,
    },
  ];
  for (const [n, ward] of pair.entries()) {
    const [village] = await tx
      .insert(villages)
      .values(
        ['Thôn Đồng Tâm', 'Thôn Làng Mới', 'Thôn Bản Xèo'].map((name, i) => ({
          name,
          wardId: ward.id,
          headName: ['Nguyễn Văn An', 'Lò Văn Bình', 'Giàng A Chư'][i],
          households: [120, 86, 64][i],
        })),
      )
      .returning({ id: villages.id });
    await tx.insert(freqAskedQuestions).values([
      {
        question: 'Làm thế nào để gửi phản ánh?',
        answer: '<p>Mở ứng dụng, chọn <strong>Phản ánh</strong> và điền thông tin.</p>',
        wardId: ward.id,
        sortOrder: 1,
      },
      {
        question: 'Bao lâu thì phản ánh được xử lý?',
        answer: '<p>Cán bộ xã tiếp nhận và trả lời trong hạn xử lý.</p>',
        wardId: ward.id,
        sortOrder: 2,
      },
    ]);
    for (const [prefix, roleId, people] of WARD_ACCOUNTS) {
      accounts.push({
        ...base,
        username: `${prefix}${n + 1}`,
        roleId,
        fullName: people[n],
        districtId: ward.districtId,
        wardId: ward.id,
        villageId: roleId === 8 || roleId === 7 ? village.id : null,
      });
    }
  }
  await tx.insert(users).values(accounts);
  // ward 1 runs surveys, feedback and notifications; ward 2 also the rural market
  const enabled = [
    [1, 3, 4],
    [1, 2, 3, 4],
  ];
  await tx.insert(wardServices).values(
    pair.flatMap((ward, n) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((serviceId) => ({
        wardId: ward.id,
        serviceId,
        enabled: enabled[n].includes(serviceId),
      })),
    ),
  );
  const sentimentCount = await seedDemoSentiments(tx, pair, { storage });
  const areaRows = await seedAreaDemos(tx, pair, storage, secrets);
  const notificationCount = await seedDemoNotifications(tx, pair);
  const surveyCount = await seedDemoSurveys(tx, pair);
  if (pair[1]) await seedDemoMarketModes(tx, pair[1]);
  await linkDemoStoreOwners(tx, pair);
  await seedDemoGroupMembers(tx, pair);
  await seedDemoUnionMembers(tx, pair);
  await seedDemoLetters(tx, pair);
  const waitingResidents = await seedDemoWaitingResidents(tx, first, passwordHash);
  return {
    wards: pair.map((w) => w.name),
    accounts: accounts.length + waitingResidents,
    sentiments: sentimentCount,
    notifications: notificationCount,
    surveys: surveyCount,
    areaRows,
  };
}
