import { DEFAULT_SLA_DAYS } from '@console/shared/domain/sentiments';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sentimentEvents, sentiments, users, villages } from '../db/schema/index.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { SYSTEM_ACTOR_NAME } from '../modules/sentiments/sentiment-events.ts';
import { seedRatedDemoSentiment } from './seed-demo-rated-sentiment.ts';

// Demo feedback for the two demo communes, so the sentiment screens open on something: every status, several
// categories, a private item, an archived one, each with the timeline its history would have left. Reporters are
// guests, except the one rated item (seed-demo-rated-sentiment.ts: nguoidan1's report, with photos). Times are relative to the seeding; open items keep deadlines in
// the future (the overdue job moves them once those pass), the overdue ones are already marked.

const DAY = 86_400_000;

interface DemoItem {
  title: string;
  content: string;
  category: number;
  status: 1 | 2 | 3 | 4 | 5;
  /** days relative to the seeding */
  created: number;
  received?: number;
  deadline: number;
  replied?: number;
  archived?: number;
  active?: boolean;
  village?: number;
  guest: [string, string];
  address?: string;
  update?: string;
  reply?: string;
}

const REPLY_OPENING =
  '<p>Kính gửi Ông/Bà,</p><p>Ủy ban nhân dân xã trân trọng cảm ơn Ông/Bà đã gửi phản ánh. Sau khi xem xét, chúng tôi xin trả lời như sau:</p>';
const REPLY_CLOSING = '<p>Trân trọng!</p>';

const ITEMS: DemoItem[][] = [
  [
    {
      title: 'Đèn đường thôn Đồng Tâm bị hỏng',
      content: 'Ba cột đèn đường từ nhà văn hoá đến cầu tràn không sáng từ tuần trước, đi lại buổi tối rất nguy hiểm.',
      category: 7,
      status: 1,
      created: -1,
      deadline: DEFAULT_SLA_DAYS - 1,
      village: 0,
      guest: ['Lý Thị Mai', '0912345678'],
      address: 'Đường liên thôn Đồng Tâm',
    },
    {
      title: 'Rác thải ùn ứ tại khu chợ xã',
      content: 'Rác thải sau phiên chợ không được thu gom, bốc mùi và tràn ra đường.',
      category: 2,
      status: 2,
      created: -3,
      received: -2,
      deadline: 4,
      village: 1,
      guest: ['Trần Văn Đức', '0987654321'],
      address: 'Khu chợ trung tâm xã',
      update: 'Đã liên hệ tổ vệ sinh môi trường, dự kiến thu gom trong tuần.',
    },
    {
      title: 'Đề nghị hỗ trợ giống lúa vụ xuân',
      content: 'Nhiều hộ trong thôn thiếu giống lúa cho vụ xuân, đề nghị xã hỗ trợ.',
      category: 3,
      status: 3,
      created: -12,
      received: -11,
      deadline: -4,
      replied: -6,
      village: 2,
      guest: ['Giàng A Chư', '0978123456'],
      reply: '<p>Xã đã phối hợp với Hợp tác xã cấp 120 kg giống lúa cho các hộ trong thôn.</p>',
    },
    {
      title: 'Trạm y tế xã đóng cửa sớm',
      content: 'Chiều thứ bảy trạm y tế đóng cửa từ 15 giờ, người dân không khám được.',
      category: 1,
      status: 4,
      created: -9,
      received: -8,
      deadline: -2,
      replied: -5,
      active: false,
      guest: ['Hà Thị Nga', '0965432187'],
      reply: '<p>Lịch làm việc của trạm y tế do Trung tâm y tế quy định; xã đã chuyển kiến nghị lên Trung tâm.</p>',
    },
    {
      title: 'Đường vào điểm trường tiểu học bị sạt lở',
      content: 'Sau mưa lớn, đoạn đường vào điểm trường bị sạt một bên taluy, học sinh đi lại nguy hiểm.',
      category: 5,
      status: 5,
      created: -10,
      received: -9,
      deadline: -2,
      village: 0,
      guest: ['Lò Văn Sáng', '0934567812'],
      address: 'Điểm trường thôn Đồng Tâm',
    },
    {
      title: 'Giá điện sinh hoạt tăng bất thường',
      content: 'Hoá đơn tiền điện tháng này tăng gấp đôi dù mức sử dụng không đổi.',
      category: 6,
      status: 3,
      created: -30,
      received: -29,
      deadline: -22,
      replied: -25,
      archived: -20,
      guest: ['Nguyễn Văn An', '0945678123'],
      reply: '<p>Điện lực đã kiểm tra công tơ và điều chỉnh lại hoá đơn cho hộ gia đình.</p>',
    },
  ],
  [
    {
      title: 'Nước sinh hoạt bị đục sau mưa lớn',
      content: 'Nước máy của thôn đục và có mùi từ hôm qua.',
      category: 2,
      status: 1,
      created: -0.2,
      deadline: DEFAULT_SLA_DAYS - 0.2,
      village: 1,
      guest: ['Vũ Thị Lan', '0923456781'],
    },
    {
      title: 'Đề nghị sửa cầu treo bản Xèo',
      content: 'Một số tấm ván mặt cầu treo bị mục, đề nghị thay thế trước mùa mưa.',
      category: 7,
      status: 2,
      created: -4,
      received: -3,
      deadline: 3,
      village: 2,
      guest: ['Sùng A Páo', '0912876543'],
      update: 'Đã khảo sát hiện trạng, lập dự toán thay ván.',
    },
    {
      title: 'Chó thả rông cắn người',
      content: 'Nhiều chó thả rông trên đường thôn, đã có trẻ em bị cắn.',
      category: 1,
      status: 5,
      created: -9,
      deadline: DEFAULT_SLA_DAYS - 9,
      guest: ['Chu Thị Yến', '0976543218'],
    },
  ],
];

type Ward = { id: number; provinceId: number; districtId: number | null };

// where the demo items were reported, so the home dashboard's map has points: around Lào Cai city, the first ward's
// items in one spread and the second ward's in another a few kilometres off (approximate: demo data, not survey data)
const DEMO_PLACES = [
  { lat: 22.486, lng: 103.971 },
  { lat: 22.52, lng: 103.92 },
];
const placeOf = (ward: number, item: number) => {
  const base = DEMO_PLACES[ward % DEMO_PLACES.length];
  // a few hundred metres apart, on a fixed pattern
  return { lat: base.lat + ((item * 7) % 11) * 0.003, lng: base.lng + ((item * 5) % 13) * 0.003 };
};

/** `storage`: where the rated item's photos go (the file storage of DATA_DIR); without it only their rows are written */
export async function seedDemoSentiments(
  tx: Tx,
  wards: Ward[],
  { now = new Date(), storage }: { now?: Date; storage?: FileStorage } = {},
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const officers = await tx
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(inArray(users.username, ['canbo1', 'canbo2']));
  let count = 0;
  for (const [n, ward] of wards.entries()) {
    const officer = officers.find((o) => o.username === `canbo${n + 1}`)!;
    const hamlets = await tx
      .select({ id: villages.id })
      .from(villages)
      .where(eq(villages.wardId, ward.id))
      .orderBy(asc(villages.id));
    for (const [i, item] of (ITEMS[n] ?? []).entries()) {
      const finished = item.status === 3 || item.status === 4;
      const [row] = await tx
        .insert(sentiments)
        .values({
          title: item.title,
          content: item.content,
          categoryId: item.category,
          status: item.status,
          resultSentiment: finished ? item.status : null,
          active: item.active ?? true,
          contentUpdate: item.update ?? null,
          contentReply: item.reply ? REPLY_OPENING + item.reply + REPLY_CLOSING : null,
          timeStart: item.received !== undefined ? at(item.received) : null,
          timeFinish: at(item.deadline),
          timeReply: item.replied !== undefined ? at(item.replied) : null,
          provinceId: ward.provinceId,
          districtId: ward.districtId,
          wardId: ward.id,
          villageId: item.village !== undefined ? (hamlets[item.village]?.id ?? null) : null,
          address: item.address ?? null,
          ...placeOf(n, i),
          guestName: item.guest[0],
          guestPhone: item.guest[1],
          receivedAt: item.received !== undefined ? at(item.received) : null,
          archivedAt: item.archived !== undefined ? at(item.archived) : null,
          createdAt: at(item.created),
          updatedAt: at(item.archived ?? item.replied ?? item.received ?? item.created),
        })
        .returning({ id: sentiments.id });
      await tx
        .insert(sentimentEvents)
        .values(timeline(row.id, item, { id: officer.id, name: officer.fullName ?? officer.username }, at));
      count++;
    }
  }
  if (wards[0]) count += await seedRatedDemoSentiment(tx, wards[0], { now, storage });
  return count;
}

/** the timeline rows the item's history would have written */
function timeline(
  sentimentId: number,
  item: DemoItem,
  officer: { id: number; name: string },
  at: (days: number) => Date,
) {
  const byOfficer = { actorId: officer.id, actorName: officer.name };
  const events: (typeof sentimentEvents.$inferInsert)[] = [
    {
      sentimentId,
      actorId: null,
      actorName: item.guest[0],
      action: 'submit',
      fromStatus: null,
      toStatus: 1,
      changes: {},
      createdAt: at(item.created),
    },
  ];
  if (item.received !== undefined) {
    const changes: Record<string, { from: unknown; to: unknown }> = {
      time_start: { from: null, to: at(item.received).toISOString() },
      time_finish: { from: null, to: at(item.deadline).toISOString() },
    };
    if (item.active === false) changes.active = { from: true, to: false };
    events.push({
      sentimentId,
      ...byOfficer,
      action: 'receive',
      fromStatus: 1,
      toStatus: 2,
      changes,
      createdAt: at(item.received),
    });
  }
  if (item.update) {
    const when = at((item.received ?? item.created) + 0.5);
    events.push({
      sentimentId,
      ...byOfficer,
      action: 'update',
      fromStatus: 2,
      toStatus: 2,
      changes: { content_update: { from: null, to: item.update } },
      createdAt: when,
    });
  }
  if (item.status === 5) {
    events.push({
      sentimentId,
      actorId: null,
      actorName: SYSTEM_ACTOR_NAME,
      action: 'mark_overdue',
      fromStatus: item.received !== undefined ? 2 : 1,
      toStatus: 5,
      changes: {},
      createdAt: at(item.deadline),
    });
  }
  if (item.replied !== undefined) {
    events.push({
      sentimentId,
      ...byOfficer,
      action: 'complete',
      fromStatus: 2,
      toStatus: item.status,
      changes: {
        result_sentiment: { from: null, to: item.status },
        time_reply: { from: null, to: at(item.replied).toISOString() },
      },
      createdAt: at(item.replied),
    });
  }
  if (item.archived !== undefined) {
    events.push({
      sentimentId,
      ...byOfficer,
      action: 'archive',
      fromStatus: item.status,
      toStatus: item.status,
      changes: { archived_at: { from: null, to: at(item.archived).toISOString() } },
      createdAt: at(item.archived),
    });
  }
  return events;
}
