import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { memoryLog } from '../memory-log.ts';

// The opinion mailbox (issue 19): residents, guests and anonymous senders write to their ward; staff of the ward
// reply (a resident is notified, the others read the reply by their code) and archive. Anonymous means anonymous.
let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const log = memoryLog();
const tokens: Record<string, string> = {};
const ADMIN = '/api/admin/opinion-mailbox';
const WEB = '/api/web/opinion-mailbox';

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, log.logger);
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1', 'canbo2', 'thon1', 'nguoidan1'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Body, ip?: string) =>
  t.request({ method, url, token, payload, ...(ip ? { remoteAddress: ip } : {}) });
const letter = (extra: Body = {}) => ({
  ward_id: units.ward1,
  title: 'Đèn đường thôn Khe Cam bị hỏng',
  content: 'Đoạn đường từ nhà văn hoá đến cầu tràn tối om từ tuần trước, trẻ em đi học về rất nguy hiểm.',
  ...extra,
});
const send = async (body: Body, token?: string, ip = '203.0.113.7') => {
  const response = await call('POST', WEB, token, body, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entry as { id: number; follow_up_code: string };
};
const stored = async (id: number) =>
  rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from opinion_letters where id = ${id}`))[0];

describe('sending', () => {
  it('an anonymous letter stores nothing of its sender, and no log line carries the address or browser', async () => {
    log.lines.length = 0;
    const response = await t.request({
      method: 'POST',
      url: WEB,
      token: tokens.nguoidan1, // even signed in: the letter is anonymous
      payload: letter({ kind: 'anonymous', guest_name: 'Lê Văn Bí Mật', guest_phone: '0912345678' }),
      remoteAddress: '198.51.100.23',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A155F) Zalo/24.05' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, follow_up_code } = response.json().data.entry;
    expect(follow_up_code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const row = await stored(id);
    expect(row).toMatchObject({ kind: 'anonymous', sender_id: null, guest_name: null, guest_phone: null });
    const everything = JSON.stringify(row);
    for (const trace of ['198.51.100.23', 'Zalo', 'Bí Mật', '0912345678']) expect(everything).not.toContain(trace);
    // nothing about it in the audit log nor in any log line
    const audits = rowsOf(
      await t.database.db.execute(sql`select * from audit_log where subject = 'opinion_letters' and row_id = ${id}`),
    );
    expect(audits).toEqual([]);
    expect(log.text()).not.toContain('198.51.100.23');
    expect(log.text()).not.toContain('Zalo');
    // staff see the letter without a sender
    const seen = (await call('GET', `${ADMIN}/${id}`, tokens.canbo1)).json().data.entry;
    expect(seen).toMatchObject({ kind: 'anonymous', sender_id: null, sender_name: null, sender_phone: null });
    expect(JSON.stringify(seen)).not.toContain(follow_up_code);
    // request lines are logged for other routes (so their absence above means something)
    expect(log.text()).toContain(`"url":"${ADMIN}/${id}"`);
  });

  it('a guest gives a name and phone (Vietnamese messages when missing); a resident’s letter is theirs', async () => {
    expect((await call('POST', WEB, undefined, letter({ kind: 'guest', guest_phone: '0912345678' }))).json()).toEqual({
      code: 400,
      message: 'Họ và tên không được trống!',
      data: null,
    });
    expect(
      (
        await call('POST', WEB, undefined, letter({ kind: 'guest', guest_name: 'Trần Văn Khách', guest_phone: '12' }))
      ).json().message,
    ).toBe('Số điện thoại không đúng định dạng!');
    expect((await call('POST', WEB, undefined, letter({ kind: 'resident' }))).json().message).toBe(
      'Hãy đăng nhập để gửi thư với tư cách người dân',
    );
    expect((await call('POST', WEB, tokens.canbo1, letter({ kind: 'resident' }))).statusCode).toBe(403);
    expect((await call('POST', WEB, undefined, letter({ kind: 'guest', title: '' }))).json().message).toBe(
      'Tiêu đề không được trống!',
    );
    expect((await call('POST', WEB, undefined, letter({ kind: 'thư tay' }))).json().message).toBe(
      'Hình thức gửi không đúng định dạng!',
    );
    expect(
      (await call('POST', WEB, undefined, letter({ kind: 'anonymous', ward_id: 99_999_999 }))).json().message,
    ).toBe('Xã/phường không đúng định dạng!');

    const guest = await send(letter({ kind: 'guest', guest_name: 'Trần Văn Khách', guest_phone: '0912 345 678' }));
    expect(await stored(guest.id)).toMatchObject({ guest_name: 'Trần Văn Khách', guest_phone: '0912345678' });
    const resident = await send(letter({ kind: 'resident' }), tokens.nguoidan1);
    const row = (await call('GET', `${ADMIN}/${resident.id}`, tokens.canbo1)).json().data.entry;
    expect(row).toMatchObject({ kind: 'resident', sender_name: expect.any(String), status: 'new' });
    const mine = (await call('GET', WEB, tokens.nguoidan1)).json().data.entries;
    expect(mine.map((entry: { id: number }) => entry.id)).toContain(resident.id);
  });

  it('limits a guest per address and per phone (429), storing nothing past the limit', async () => {
    const before = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from opinion_letters`),
    )[0].n;
    const body = letter({ kind: 'guest', guest_name: 'Người gửi nhiều', guest_phone: '0987000111' });
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await call('POST', WEB, undefined, body, `192.0.2.${i + 1}`)).statusCode);
    // five a day for one phone, whatever the address
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const after = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from opinion_letters`),
    )[0].n;
    expect(after).toBe(before + 5);
    const tooMany = await call('POST', WEB, undefined, body, '192.0.2.99');
    expect(tooMany.json().message).toBe('Bạn đã gửi quá nhiều thư góp ý, vui lòng thử lại sau');
    expect(tooMany.headers['retry-after']).toBeDefined();
  });
});

describe('staff reply and archive', () => {
  it('lists by kind in the caller’s units; another ward’s letter is not found', async () => {
    const mine = await send(letter({ kind: 'anonymous', title: 'Rác thải ở bờ suối' }));
    const other = await send(letter({ kind: 'anonymous', ward_id: units.ward2, title: 'Thư của xã bên' }));
    const listed = (await call('GET', `${ADMIN}?kind=anonymous&length=100`, tokens.canbo1)).json().data.entries;
    const ids = listed.map((row: { id: number }) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect(listed.every((row: { kind: string }) => row.kind === 'anonymous')).toBe(true);
    expect((await call('GET', `${ADMIN}/${other.id}`, tokens.canbo1)).statusCode).toBe(404);
    expect((await call('PATCH', `${ADMIN}/reply/${other.id}`, tokens.canbo1, { reply: '<p>x</p>' })).statusCode).toBe(
      404,
    );
    expect((await stored(other.id)).status).toBe('new');
    expect((await call('GET', `${ADMIN}?kind=thu`, tokens.canbo1)).json().message).toBe(
      'Hình thức gửi không đúng định dạng!',
    );
    expect((await call('GET', ADMIN, tokens.thon1)).statusCode).toBe(403);
  });

  it('a reply notifies the resident, is sanitised, kept in the history, and read by code; then archived', async () => {
    const sent = await send(letter({ kind: 'resident', title: 'Xin lắp thêm đèn' }), tokens.nguoidan1);
    expect((await call('PATCH', `${ADMIN}/reply/${sent.id}`, tokens.canbo1, { reply: '' })).json().message).toBe(
      'Nội dung trả lời không được trống!',
    );
    expect((await call('PATCH', `${ADMIN}/archived/${sent.id}`, tokens.quantri1)).json().message).toBe(
      'Chỉ lưu trữ thư đã trả lời',
    );
    const replied = await call('PATCH', `${ADMIN}/reply/${sent.id}`, tokens.canbo1, {
      reply:
        '<p>UBND xã đã giao <strong>thôn Khe Cam</strong> lắp 3 bóng đèn trong tuần này.</p><script>alert(1)</script>',
    });
    expect(replied.json()).toMatchObject({
      message: 'Trả lời thư góp ý thành công',
      data: { entry: { status: 'replied', replied_by_name: expect.any(String) } },
    });
    expect(replied.json().data.entry.reply).not.toContain('<script>');
    const inbox = (await call('GET', '/api/web/notifications?length=50', tokens.nguoidan1)).json().data.entries;
    expect(inbox.map((row: { title: string }) => row.title)).toContain('Thư góp ý "Xin lắp thêm đèn" đã được trả lời');
    // a corrected answer tells no one twice
    await call('PATCH', `${ADMIN}/reply/${sent.id}`, tokens.canbo1, { reply: '<p>Đã lắp xong 3 bóng đèn.</p>' });
    const again = (await call('GET', '/api/web/notifications?length=50', tokens.nguoidan1)).json().data.entries;
    expect(again.length).toBe(inbox.length);
    const history = (await call('GET', `${ADMIN}/${sent.id}/history`, tokens.canbo1)).json().data.entries;
    expect(history.map((row: { action: string }) => row.action)).toEqual(['reply', 'reply']);
    expect(history[0].changes.reply.after).toBe('<p>Đã lắp xong 3 bóng đèn.</p>');

    const read = (await call('GET', `${WEB}/${sent.follow_up_code}`)).json().data.entry;
    expect(read).toMatchObject({ status: 'replied', reply: '<p>Đã lắp xong 3 bóng đèn.</p>' });
    expect(read).not.toHaveProperty('sender_name');

    // ward officers answer; archiving is the ward administrator's (archive_menu)
    expect((await call('PATCH', `${ADMIN}/archived/${sent.id}`, tokens.canbo1)).statusCode).toBe(403);
    const archived = await call('PATCH', `${ADMIN}/archived/${sent.id}`, tokens.quantri1);
    expect(archived.json()).toMatchObject({
      message: 'Lưu trữ thư góp ý thành công',
      data: { entry: { status: 'archived' } },
    });
    const mailbox = (await call('GET', `${ADMIN}?kind=resident&length=100`, tokens.quantri1)).json().data.entries;
    expect(mailbox.map((row: { id: number }) => row.id)).not.toContain(sent.id);
    const archive = (await call('GET', `${ADMIN}?archived=true&length=100`, tokens.quantri1)).json().data.entries;
    expect(archive.map((row: { id: number }) => row.id)).toContain(sent.id);
    expect((await call('GET', `${ADMIN}?archived=true`, tokens.canbo1)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `${ADMIN}/reply/${sent.id}`, tokens.canbo1, { reply: '<p>Sửa</p>' })).json().message,
    ).toBe('Thư đã lưu trữ, không thể trả lời lại');
  });

  it('a guest reads the reply with the code; a wrong code is not found', async () => {
    const sent = await send(
      letter({ kind: 'guest', guest_name: 'Hà Thị Lan', guest_phone: '0977123456', title: 'Hỏi về lịch tiêm' }),
    );
    expect((await call('GET', `${WEB}/${sent.follow_up_code}`)).json().data.entry).toMatchObject({
      status: 'new',
      reply: null,
    });
    await call('PATCH', `${ADMIN}/reply/${sent.id}`, tokens.canbo1, {
      reply: '<p>Trạm y tế tiêm vào thứ Năm hằng tuần.</p>',
    });
    expect((await call('GET', `${WEB}/${sent.follow_up_code}`)).json().data.entry.reply).toBe(
      '<p>Trạm y tế tiêm vào thứ Năm hằng tuần.</p>',
    );
    expect((await call('GET', `${WEB}/ABCDEFGHJKLM`)).statusCode).toBe(404);
    expect((await call('GET', `${WEB}/sai-ma`)).json().message).toBe('Mã tra cứu không đúng định dạng!');
  });

  it('deleting is for those holding delete (admin), in their units', async () => {
    const sent = await send(letter({ kind: 'anonymous', title: 'Thư quảng cáo' }));
    expect((await call('DELETE', `${ADMIN}/${sent.id}`, tokens.quantri1)).statusCode).toBe(403);
    expect((await stored(sent.id)).id).toBe(sent.id);
    expect((await call('DELETE', `${ADMIN}/${sent.id}`, tokens.admin)).json().message).toBe('Xoá thư góp ý thành công');
    expect(await stored(sent.id)).toBeUndefined();
  });
});
