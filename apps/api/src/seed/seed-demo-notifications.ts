import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { notificationReceivers, notifications, users } from '../db/schema/index.ts';
import { seedDemoExcelNotifications } from './seed-demo-excel-notifications.ts';

interface DemoWard {
  id: number;
  provinceId: number;
  districtId: number | null;
}

const DAY = 86_400_000;

/**
 * Demo notifications (issue 13) so the screens open filled: in the first ward, one sent to everyone (read by all but
 * the residents and hamlet officer), one sent to its residents, a draft; in the second, one scheduled for tomorrow.
 * The officers the browser tests sign in as (canbo, yte, quantri) have nothing unread from them.
 */
export async function seedDemoNotifications(tx: Tx, [first, second]: DemoWard[]) {
  const people = await tx
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      wardId: users.wardId,
      roleId: users.roleId,
    })
    .from(users)
    .where(inArray(users.wardId, [first.id, second.id]));
  const byName = (name: string) => people.find((person) => person.username === name)!.id;
  const owner = (ward: DemoWard) => ({ wardId: ward.id, provinceId: ward.provinceId, districtId: ward.districtId });
  const sender = byName('quantri1');
  const inFirst = people.filter((person) => person.wardId === first.id && person.id !== sender);
  const residents = inFirst.filter((person) => person.roleId === 7);
  const unreadLeft = new Set([...residents.map((person) => person.id), byName('thon1')]);

  const made = await tx
    .insert(notifications)
    .values([
      {
        ...owner(first),
        title: 'Lịch tiêm chủng mở rộng tháng 12',
        content:
          '<p>Trạm y tế xã tổ chức tiêm chủng cho trẻ dưới 5 tuổi vào <strong>7 giờ 30 sáng thứ Bảy</strong>.</p>' +
          '<p>Đề nghị các thôn thông báo tới từng hộ gia đình.</p>',
        wardIds: [first.id],
        status: 'sent',
        sentAt: new Date(Date.now() - 2 * DAY),
        createdBy: sender,
        updatedBy: sender,
        createdAt: new Date(Date.now() - 2 * DAY - 3_600_000),
      },
      {
        ...owner(first),
        title: 'Thông báo lịch cắt điện bảo trì lưới điện',
        content: '<p>Điện lực huyện cắt điện từ 8 giờ đến 16 giờ Chủ nhật để bảo trì đường dây.</p>',
        wardIds: [first.id],
        roleIds: [7],
        status: 'sent',
        sentAt: new Date(Date.now() - DAY),
        createdBy: sender,
        updatedBy: sender,
        createdAt: new Date(Date.now() - DAY - 600_000),
      },
      {
        ...owner(first),
        title: 'Họp tổng kết công tác năm (bản nháp)',
        content: '<p>Kính mời các đồng chí cán bộ xã dự họp tổng kết vào chiều thứ Sáu.</p>',
        wardIds: [first.id],
        createdBy: sender,
        updatedBy: sender,
      },
      {
        ...owner(second),
        title: 'Ra quân vệ sinh môi trường cuối tuần',
        content: '<p>Mỗi hộ cử một người tham gia dọn vệ sinh đường làng lúc 7 giờ sáng Chủ nhật.</p>',
        wardIds: [second.id],
        status: 'scheduled',
        scheduledAt: new Date(Date.now() + DAY),
        createdBy: byName('quantri2'),
        updatedBy: byName('quantri2'),
      },
    ])
    .returning({ id: notifications.id });
  const [everyone, toResidents] = made;
  const receipts = [
    ...inFirst.map((person) => ({
      notificationId: everyone.id,
      userId: person.id,
      readAt: unreadLeft.has(person.id) ? null : new Date(Date.now() - DAY),
    })),
    ...residents.map((person) => ({ notificationId: toResidents.id, userId: person.id, readAt: null })),
  ];
  if (receipts.length) await tx.insert(notificationReceivers).values(receipts);
  for (const { id } of [everyone, toResidents])
    await tx
      .update(notifications)
      .set({
        receiverCount: sql`(select count(*) from ${notificationReceivers} where ${notificationReceivers.notificationId} = ${id})`,
      })
      .where(eq(notifications.id, id));
  // and from a sheet: one sent to the residents (their own amounts), one draft
  const excel = await seedDemoExcelNotifications(tx, owner(first), sender, residents);
  return made.length + excel;
}
