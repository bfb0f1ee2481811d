import { fillPlaceholders } from '@console/shared/forms/notification-excel';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  excelNotificationRows,
  excelNotificationUploads,
  notificationReceivers,
  notifications,
} from '../db/schema/index.ts';
import { textAsHtml } from '../modules/notifications/excel-lines-check.ts';

interface Person {
  id: number;
  username: string;
  fullName: string | null;
}

const TEXT = 'Kính gửi {{ho_ten}}, phí vệ sinh môi trường năm 2026 của gia đình là {{so_tien}}, hạn nộp {{han_nop}}.';
// the demo has no stored sheet behind these: editing the draft asks for the sheet to be chosen again
const FILE = { path: '/api/files/00000000-0000-4000-8000-000000000000/phi-ve-sinh.xlsx', name: 'phi-ve-sinh.xlsx' };

/**
 * Demo Excel notifications (issue 13) in the first ward, by its administrator: one sent to its residents (unread,
 * each with their own amount) with one refused line, and a draft. No officer the browser tests sign in as receives one.
 */
export async function seedDemoExcelNotifications(
  tx: Tx,
  owner: { wardId: number; provinceId: number; districtId: number | null },
  sender: number,
  residents: Person[],
) {
  const lines = [
    ...residents.map((person, index) => ({
      person,
      values: {
        ho_ten: person.fullName ?? person.username,
        so_tien: `${120 + index * 30}.000 đồng`,
        han_nop: '31/12/2026',
      },
    })),
  ];
  const made = await tx
    .insert(notifications)
    .values([
      { ...owner, source: 'excel', title: 'Thu phí vệ sinh môi trường năm 2026', content: TEXT, createdBy: sender },
      { ...owner, source: 'excel', title: 'Nhắc nộp phí vệ sinh (bản nháp)', content: TEXT, createdBy: sender },
    ])
    .returning({ id: notifications.id });
  for (const [index, { id }] of made.entries()) {
    const rows = [
      ...lines.map((line, at) => ({
        notificationId: id,
        line: at + 2,
        recipient: line.person.username,
        userId: line.person.id,
        values: line.values,
        content: textAsHtml(fillPlaceholders(TEXT, line.values)),
        error: null,
      })),
      {
        notificationId: id,
        line: lines.length + 2,
        recipient: '0900000000',
        userId: null,
        values: { ho_ten: 'Không rõ', so_tien: '100.000 đồng', han_nop: '31/12/2026' },
        content: null,
        error: 'Không tìm thấy tài khoản có số điện thoại hoặc tên đăng nhập này',
      },
    ];
    await tx.insert(excelNotificationRows).values(rows);
    await tx.insert(excelNotificationUploads).values({
      notificationId: id,
      file: FILE,
      columns: ['ho_ten', 'so_tien', 'han_nop'],
      validCount: lines.length,
      invalidCount: 1,
    });
    if (index > 0 || !lines.length) continue;
    await tx
      .insert(notificationReceivers)
      .values(
        rows
          .filter((row) => row.userId)
          .map((row) => ({ notificationId: id, userId: row.userId!, content: row.content })),
      );
    await tx
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now() - interval '3 hours'`, receiverCount: lines.length })
      .where(eq(notifications.id, id));
  }
  return made.length;
}
