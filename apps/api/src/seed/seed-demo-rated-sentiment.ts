import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  sentimentAttachments,
  sentimentEvaluations,
  sentimentEvents,
  sentiments,
  users,
  villages,
} from '../db/schema/index.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { DEMO_PHOTOS } from './demo-photos.ts';
import { storePhotos } from './store-demo-photos.ts';

// One finished item the way a real one ends (issue 10: the demo had no rated item and no photos): a resident of the
// first demo commune reported rubbish along a stream with a photo, the ward officer received, updated and completed it
// with three photos, and the resident rated it "very satisfied". Its photos are real PNG files stored where POST
// /api/files stores uploads (a `files` row and the bytes in the file storage), so the result view's gallery shows them.

const DAY = 86_400_000;
const REPORTER = 'nguoidan1';
const OFFICER = 'canbo1';

const ITEM = {
  title: 'Rác thải tồn đọng ven suối đầu thôn',
  content:
    'Đoạn suối đầu thôn có nhiều túi rác, chai nhựa bị vứt xuống, nước bốc mùi. Đề nghị xã cho thu gom và có biện pháp ngăn đổ rác.',
  address: 'Suối đầu thôn Đồng Tâm',
  update: 'Đã giao tổ vệ sinh môi trường thu gom; xã đặt thêm thùng rác và biển cấm đổ rác.',
  reply:
    '<p>Kính gửi Ông/Bà,</p><p>Ủy ban nhân dân xã trân trọng cảm ơn Ông/Bà đã gửi phản ánh. Sau khi xem xét, chúng tôi xin trả lời như sau:</p>' +
    '<p>Tổ vệ sinh môi trường đã thu gom toàn bộ rác thải dọc đoạn suối; xã đã đặt hai thùng rác công cộng và biển cấm đổ rác tại đầu thôn.</p>' +
    '<p>Trân trọng!</p>',
  point: 3,
  comment: 'Suối đã sạch, có thùng rác mới. Cảm ơn cán bộ xã đã xử lý nhanh.',
  /** days relative to the seeding */
  created: -8,
  received: -7.5,
  deadline: -0.5,
  updated: -5,
  replied: -2,
  rated: -1.5,
};

const PHOTOS = {
  report: [{ name: 'rac-ven-suoi.png', draw: DEMO_PHOTOS.report }],
  result: [
    { name: 'suoi-sau-thu-gom.png', draw: DEMO_PHOTOS.cleaned },
    { name: 'thung-rac-moi.png', draw: DEMO_PHOTOS.bins },
    { name: 'bien-cam-do-rac.png', draw: DEMO_PHOTOS.sign },
  ],
};

type Ward = { id: number; provinceId: number; districtId: number | null };

/**
 * The rated demo item in the first demo commune. Without `storage` (the test database's snapshot, benchmarks) the rows
 * are written but not the bytes; the server's seed passes the storage of its DATA_DIR.
 */
export async function seedRatedDemoSentiment(tx: Tx, ward: Ward, options: { now: Date; storage?: FileStorage }) {
  const at = (days: number) => new Date(options.now.getTime() + days * DAY);
  const [reporter] = await tx.select().from(users).where(eq(users.username, REPORTER));
  const [officer] = await tx.select().from(users).where(eq(users.username, OFFICER));
  const [hamlet] = await tx
    .select({ id: villages.id })
    .from(villages)
    .where(eq(villages.wardId, ward.id))
    .orderBy(asc(villages.id))
    .limit(1);
  if (!reporter || !officer) return 0;

  const reportFiles = await storePhotos(tx, PHOTOS.report, reporter.id, at(ITEM.created), options.storage);
  const resultFiles = await storePhotos(tx, PHOTOS.result, officer.id, at(ITEM.replied), options.storage);
  const [row] = await tx
    .insert(sentiments)
    .values({
      title: ITEM.title,
      content: ITEM.content,
      categoryId: 2,
      status: 3,
      resultSentiment: 3,
      active: true,
      contentUpdate: ITEM.update,
      contentReply: ITEM.reply,
      timeStart: at(ITEM.received),
      timeFinish: at(ITEM.deadline),
      timeReply: at(ITEM.replied),
      provinceId: ward.provinceId,
      districtId: ward.districtId,
      wardId: ward.id,
      villageId: hamlet?.id ?? null,
      address: ITEM.address,
      lat: 22.4861,
      lng: 103.9712,
      reporterId: reporter.id,
      receivedAt: at(ITEM.received),
      createdAt: at(ITEM.created),
      updatedAt: at(ITEM.rated),
    })
    .returning({ id: sentiments.id });
  const sentimentId = row.id;
  await tx
    .insert(sentimentAttachments)
    .values([
      ...reportFiles.map((file) => ({ ...file, sentimentId, purpose: 'report' as const })),
      ...resultFiles.map((file) => ({ ...file, sentimentId, purpose: 'result' as const })),
    ]);
  await tx.insert(sentimentEvaluations).values({
    sentimentId,
    userId: reporter.id,
    point: ITEM.point,
    contentEvaluate: ITEM.comment,
    createdAt: at(ITEM.rated),
  });

  const resident = { actorId: reporter.id, actorName: reporter.fullName ?? reporter.username };
  const staff = { actorId: officer.id, actorName: officer.fullName ?? officer.username };
  await tx.insert(sentimentEvents).values([
    {
      sentimentId,
      ...resident,
      action: 'submit',
      fromStatus: null,
      toStatus: 1,
      changes: {},
      createdAt: at(ITEM.created),
    },
    {
      sentimentId,
      ...staff,
      action: 'receive',
      fromStatus: 1,
      toStatus: 2,
      changes: {
        time_start: { from: null, to: at(ITEM.received).toISOString() },
        time_finish: { from: at(ITEM.created + 7).toISOString(), to: at(ITEM.deadline).toISOString() },
      },
      createdAt: at(ITEM.received),
    },
    {
      sentimentId,
      ...staff,
      action: 'update',
      fromStatus: 2,
      toStatus: 2,
      changes: { content_update: { from: null, to: ITEM.update } },
      createdAt: at(ITEM.updated),
    },
    {
      sentimentId,
      ...staff,
      action: 'complete',
      fromStatus: 2,
      toStatus: 3,
      changes: {
        result_sentiment: { from: null, to: 3 },
        content_reply: { from: null, to: ITEM.reply },
        time_reply: { from: null, to: at(ITEM.replied).toISOString() },
        media_result: { from: null, to: resultFiles.map((file) => file.name) },
      },
      createdAt: at(ITEM.replied),
    },
    {
      sentimentId,
      ...resident,
      action: 'evaluate',
      fromStatus: 3,
      toStatus: 3,
      changes: { point: { from: null, to: ITEM.point }, content_evaluate: { from: null, to: ITEM.comment } },
      createdAt: at(ITEM.rated),
    },
  ]);
  return 1;
}
