import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  sentimentAttachments,
  sentimentCategories,
  sentimentEvents,
  sentiments,
  users,
  villages,
  wards,
} from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { GUEST, submission, submit, uploadPhoto } from './citizen-helpers.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let resident: string;
let otherResident: string;
let officer: string;
let residentId: number;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [resident, otherResident, officer] = await Promise.all(['nguoidan1', 'nguoidan2', 'canbo1'].map((u) => t.login(u)));
  [{ id: residentId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'nguoidan1'));
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(sentiments).where(eq(sentiments.id, id)))[0];
let ipCounter = 0;
/** each guest test from its own address, so the per-IP limit is tested only where it is meant to be */
const freshIp = () => `192.0.2.${++ipCounter}`;

describe('a resident submits', () => {
  it('uploads a photo, then submits: the row waits (1) with the deadline of the category, the photo and the timeline', async () => {
    await t.database.db.update(sentimentCategories).set({ slaDays: 3 }).where(eq(sentimentCategories.id, 2));
    const photo = await uploadPhoto(t, { token: resident });
    const [village] = await t.database.db
      .select({ id: villages.id })
      .from(villages)
      .where(eq(villages.wardId, units.ward1))
      .limit(1);

    const response = await submit(
      t,
      submission(units.ward1, { village_id: village.id, attachments: [photo], active: false }),
      { token: resident },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Gửi phản ánh thành công');
    const detail = response.json().data.entry;
    expect(detail).toMatchObject({
      title: 'Đường vào thôn Đồng Tâm bị sạt lở',
      status: 1,
      category_id: 2,
      category_name: 'Môi trường',
      ward_id: units.ward1,
      active: false,
      result_sentiment: null,
      is_mine: true,
      can_evaluate: false,
      evaluation: null,
      address: 'Gần nhà văn hoá thôn Đồng Tâm',
      attachments: [{ path: photo, name: 'Ảnh sạt lở.png', type: 'image' }],
      media_result: [],
      thumbnail: photo,
    });

    const row = await rowOf(detail.id);
    const [ward] = await t.database.db.select().from(wards).where(eq(wards.id, units.ward1));
    expect(row).toMatchObject({
      status: 1,
      reporterId: residentId,
      guestName: null,
      guestPhone: null,
      wardId: units.ward1,
      villageId: village.id,
      provinceId: ward.provinceId,
      districtId: ward.districtId,
      timeStart: null,
      lat: 22.48,
      lng: 103.97,
    });
    expect(row.timeFinish!.getTime() - row.createdAt.getTime()).toBe(3 * 24 * 3600 * 1000);
    expect(detail.time_finish).toBe(row.timeFinish!.toISOString());

    const attachments = await t.database.db
      .select()
      .from(sentimentAttachments)
      .where(eq(sentimentAttachments.sentimentId, detail.id));
    expect(attachments).toEqual([
      expect.objectContaining({ purpose: 'report', path: photo, name: 'Ảnh sạt lở.png', type: 'image', position: 0 }),
    ]);
    const events = await t.database.db.select().from(sentimentEvents).where(eq(sentimentEvents.sentimentId, detail.id));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'submit',
        actorId: residentId,
        actorName: 'Vàng A Dình',
        fromStatus: null,
        toStatus: 1,
      }),
    ]);
  });

  it('the ward staff list reads the table: the new item is there at once, waiting', async () => {
    const response = await submit(t, submission(units.ward1, { title: 'Đèn đường hỏng', category_id: 4 }), {
      token: resident,
    });
    const id = response.json().data.entry.id;
    const waiting = await t.database.db
      .select({ id: sentiments.id })
      .from(sentiments)
      .where(
        and(
          eq(sentiments.wardId, units.ward1),
          eq(sentiments.status, 1),
          sql`${sentiments.deletedAt} is null and ${sentiments.archivedAt} is null`,
        ),
      );
    expect(waiting.map((r) => r.id)).toContain(id);
    // the default processing time (7 days) for a category nobody changed
    const row = await rowOf(id);
    expect(row.timeFinish!.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
  });

  it("another resident's upload cannot be attached; nor a path that is not an upload", async () => {
    const theirs = await uploadPhoto(t, { token: otherResident });
    const response = await submit(t, submission(units.ward1, { attachments: [theirs] }), { token: resident });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tệp đính kèm không tồn tại hoặc đã hết hạn, vui lòng tải lên lại');
    const malformed = await submit(t, submission(units.ward1, { attachments: ['https://evil.example/a.png'] }), {
      token: resident,
    });
    expect(malformed.json().message).toBe('Tệp đính kèm không đúng định dạng!');
  });

  it('staff accounts do not submit here; a token that no longer works is not taken for a guest', async () => {
    const staff = await submit(t, submission(units.ward1), { token: officer });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Chỉ tài khoản người dân được gửi phản ánh');
    const stale = await t.request({
      method: 'POST',
      url: '/api/web/sentiments',
      payload: { ...submission(units.ward1), ...GUEST },
      headers: { authorization: 'Bearer expired' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('a guest submits', () => {
  it('with a name, a phone and a photo uploaded without an account', async () => {
    const ip = freshIp();
    const photo = await uploadPhoto(t, { remoteAddress: ip });
    const response = await submit(
      t,
      { ...submission(units.ward2), ...GUEST, attachments: [photo] },
      { remoteAddress: ip },
    );
    expect(response.statusCode).toBe(200);
    const detail = response.json().data.entry;
    expect(detail).toMatchObject({
      status: 1,
      is_mine: true,
      can_evaluate: false,
      attachments: [{ path: photo, type: 'image' }],
    });
    const row = await rowOf(detail.id);
    expect(row).toMatchObject({
      reporterId: null,
      guestName: 'Lý Thị Mai',
      guestPhone: '0912345678',
      wardId: units.ward2,
    });
    const [event] = await t.database.db
      .select()
      .from(sentimentEvents)
      .where(eq(sentimentEvents.sentimentId, detail.id));
    expect(event).toMatchObject({ action: 'submit', actorId: null, actorName: 'Lý Thị Mai', toStatus: 1 });
  });

  it('must give a name and a valid phone number', async () => {
    const noName = await submit(
      t,
      { ...submission(units.ward2), guest_phone: '0912345678' },
      { remoteAddress: freshIp() },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Họ và tên không được trống!');
    const noPhone = await submit(
      t,
      { ...submission(units.ward2), guest_name: 'Lý Thị Mai', guest_phone: '' },
      { remoteAddress: freshIp() },
    );
    expect(noPhone.json().message).toBe('Số điện thoại không được trống!');
    const badPhone = await submit(
      t,
      { ...submission(units.ward2), guest_name: 'Lý Thị Mai', guest_phone: '12345' },
      { remoteAddress: freshIp() },
    );
    expect(badPhone.json().message).toBe('Số điện thoại không đúng định dạng!');
  });

  it("cannot attach a resident's upload, nor a guest upload older than an hour", async () => {
    const residents = await uploadPhoto(t, { token: resident });
    const refused = await submit(
      t,
      { ...submission(units.ward2), ...GUEST, attachments: [residents] },
      { remoteAddress: freshIp() },
    );
    expect(refused.json().message).toBe('Tệp đính kèm không tồn tại hoặc đã hết hạn, vui lòng tải lên lại');

    const ip = freshIp();
    const old = await uploadPhoto(t, { remoteAddress: ip });
    const id = old.split('/')[3];
    await t.database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(files.id, id));
    const expired = await submit(
      t,
      { ...submission(units.ward2), ...GUEST, attachments: [old] },
      { remoteAddress: ip },
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Tệp đính kèm không tồn tại hoặc đã hết hạn, vui lòng tải lên lại');
  });

  it('is limited per phone number (5 a day), whatever the address and the way the number is written', async () => {
    const phone = '0987654321';
    for (let i = 0; i < 5; i++) {
      const written = i % 2 ? '098.765.4321' : phone;
      const response = await submit(
        t,
        { ...submission(units.ward2), guest_name: 'Hà Văn Tú', guest_phone: written },
        { remoteAddress: freshIp() },
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await submit(
      t,
      { ...submission(units.ward2), guest_name: 'Hà Văn Tú', guest_phone: '098-765-4321' },
      { remoteAddress: freshIp() },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      message: 'Bạn đã gửi quá nhiều phản ánh, vui lòng thử lại sau',
      data: null,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('is limited per address (10 an hour); forms refused for a mistake do not count', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await submit(t, { ...submission(units.ward2), guest_name: 'Khách', guest_phone: '' }, { remoteAddress: ip }))
          .statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < 10; i++) {
      const response = await submit(
        t,
        { ...submission(units.ward2), guest_name: 'Khách', guest_phone: `09110000${String(i).padStart(2, '0')}` },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await submit(
      t,
      { ...submission(units.ward2), guest_name: 'Khách', guest_phone: '0911000099' },
      { remoteAddress: ip },
    );
    expect(refused.statusCode).toBe(429);
    // a resident is not a guest of that address
    expect((await submit(t, submission(units.ward2), { token: resident, remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('the form is checked with the wording of spec §5', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '' }, 'Tiêu đề không được trống!'],
    ['no content', { content: undefined }, 'Nội dung phản ánh không được trống!'],
    ['no category', { category_id: undefined }, 'Lĩnh vực không được trống!'],
    ['an unknown category', { category_id: 9 }, 'Lĩnh vực không đúng định dạng!'],
    ['no ward', { ward_id: undefined }, 'Xã/phường không được trống!'],
    ['a latitude outside the earth', { lat: 91 }, 'Vĩ độ không đúng định dạng!'],
    ['a title too long', { title: 'x'.repeat(256) }, 'Tiêu đề không được dài quá 255 ký tự!'],
    [
      'more than 10 attachments',
      { attachments: Array.from({ length: 11 }, (_, i) => `/api/files/x/${i}.png`) },
      'Chỉ được đính kèm tối đa 10 tệp',
    ],
  ];
  it.each(cases)('%s', async (_name, change, message) => {
    const response = await submit(t, { ...submission(units.ward1), ...change }, { token: resident });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
  });

  it('an unknown ward, a merged ward and a village of another ward are refused', async () => {
    const unknown = await submit(t, submission(999_999_999), { token: resident });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Xã/phường không đúng định dạng!');

    const [merged] = await t.database.db
      .select({ id: wards.id })
      .from(wards)
      .where(ne(wards.id, units.foreignWard))
      .orderBy(sql`id desc`)
      .limit(1);
    await t.database.db.update(wards).set({ mergedIntoId: units.foreignWard }).where(eq(wards.id, merged.id));
    const mergedAway = await submit(t, submission(merged.id), { token: resident });
    expect(mergedAway.json().message).toBe('Xã/phường đã được sáp nhập, vui lòng chọn xã/phường mới');

    const [elsewhere] = await t.database.db
      .select({ id: villages.id })
      .from(villages)
      .where(eq(villages.wardId, units.ward2))
      .limit(1);
    const wrongVillage = await submit(t, submission(units.ward1, { village_id: elsewhere.id }), { token: resident });
    expect(wrongVillage.json().message).toBe('Thôn/xóm không đúng định dạng!');
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentiments)
      .where(eq(sentiments.wardId, merged.id));
    expect(count[0].n).toBe(0);
  });
});
