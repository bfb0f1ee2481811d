import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { readSecret } from '../../src/crud/secret-fields.ts';
import { resourceTableOf } from '../../src/crud/resource-tables.ts';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

// Cameras as an engine area (issue 18): the RTSP address's password sealed and never answered, the masked address
// sent back keeping it, the location of the camera's own ward, the status switch, the scope.
let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
let location1: number;
let location2: number;
const api = () => resourceClient(t, 'cameras');
const PASSWORD = 'Bi-mat#2026';
const URL_WITH_PASSWORD = `rtsp://admin:${encodeURIComponent(PASSWORD)}@10.20.30.40:554/Streaming/Channels/101`;
const MASKED = 'rtsp://admin:***@10.20.30.40:554/Streaming/Channels/101';
const MASK_REFUSAL = 'Đường dẫn luồng: hãy nhập mật khẩu thay cho *** (bắt buộc khi đổi máy chủ, cổng hoặc tài khoản)';

const plainAddress = (id: number) =>
  readSecret(t.database.db, resourceTableOf('cameras')!, t.app.secrets, id, 'stream_url');
const storedRow = async (id: number) =>
  rowsOf<{ stream_url: string; stream_url_sealed: string }>(
    await t.database.db.execute(sql`select stream_url, stream_url_sealed from cameras where id = ${id}`),
  )[0];

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'tinh', 'quantri1', 'quantri2', 'canbo1', 'thon1', 'congan1'])
    tokens[name] = await t.login(name);
  const locations = resourceClient(t, 'camera-locations');
  location1 = (await locations.rows(tokens.quantri1))[0].id;
  location2 = (await locations.rows(tokens.quantri2))[0].id;
});
afterAll(() => t.close());

const valid = () => ({
  name: 'Camera đầu cầu',
  location_id: location1,
  stream_url: URL_WITH_PASSWORD,
  kind: 'ptz',
  ward_id: units.ward1,
  recording_note: 'Đầu ghi tại UBND xã, lưu 30 ngày',
});

describe('a camera’s address', () => {
  it('is answered with its password masked everywhere and stored sealed', async () => {
    const created = await api().create(tokens.quantri1, valid());
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({
      stream_url: MASKED,
      signal: 'unknown',
      is_active: true,
      location_name: expect.any(String),
    });
    expect(entry).not.toHaveProperty('stream_url_sealed');
    const answers = [
      created.body,
      (await api().get(tokens.canbo1, entry.id)).body,
      (await api().list(tokens.quantri1, '?length=100')).body,
      (await t.request({ method: 'GET', url: `${api().base}/${entry.id}/history`, token: tokens.quantri1 })).body,
    ];
    for (const body of answers) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(encodeURIComponent(PASSWORD));
      expect(body).not.toContain('_sealed');
    }
    const row = await storedRow(entry.id);
    expect(row.stream_url).toBe(MASKED);
    expect(row.stream_url_sealed).toMatch(/^v1\./);
    expect(row.stream_url_sealed).not.toContain(encodeURIComponent(PASSWORD));
    expect(await plainAddress(entry.id)).toBe(URL_WITH_PASSWORD);
  });

  it('keeps the password when the masked address comes back, also with another channel; a new password replaces it', async () => {
    const { id } = (await api().create(tokens.quantri1, valid())).json().data.entry;
    const same = await api().update(tokens.quantri1, id, { stream_url: MASKED, name: 'Camera đầu cầu (mới)' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await plainAddress(id)).toBe(URL_WITH_PASSWORD);
    // nothing of the address changed: the history records the name only
    expect((await api().history(tokens.quantri1, id))[0].changes).toEqual({
      name: { before: 'Camera đầu cầu', after: 'Camera đầu cầu (mới)' },
    });

    const moved = 'rtsp://admin:***@10.20.30.40:554/Streaming/Channels/102';
    expect((await api().update(tokens.quantri1, id, { stream_url: moved })).json().data.entry.stream_url).toBe(moved);
    expect(await plainAddress(id)).toBe(
      `rtsp://admin:${encodeURIComponent(PASSWORD)}@10.20.30.40:554/Streaming/Channels/102`,
    );
    const history = await api().history(tokens.quantri1, id);
    expect(history[0].changes).toEqual({ stream_url: { before: MASKED, after: moved } });
    expect(JSON.stringify(history)).not.toContain(encodeURIComponent(PASSWORD));

    // the stored password never goes to another server, port or account: an officer pointing the camera at a host of
    // their own with *** would otherwise have ffmpeg hand it the password
    for (const elsewhere of [
      'rtsp://admin:***@203.0.113.66:554/Streaming/Channels/102',
      'rtsp://admin:***@10.20.30.40:8554/Streaming/Channels/102',
      'rtsp://root:***@10.20.30.40:554/Streaming/Channels/102',
      'rtsps://admin:***@10.20.30.40:554/Streaming/Channels/102',
    ])
      expect((await api().update(tokens.quantri1, id, { stream_url: elsewhere })).json(), elsewhere).toEqual(
        refusal(MASK_REFUSAL),
      );
    expect(await plainAddress(id)).toBe(
      `rtsp://admin:${encodeURIComponent(PASSWORD)}@10.20.30.40:554/Streaming/Channels/102`,
    );

    await api().update(tokens.quantri1, id, { stream_url: 'rtsp://admin:moi123@10.20.30.41:8554/x' });
    expect(await plainAddress(id)).toBe('rtsp://admin:moi123@10.20.30.41:8554/x');
  });

  it('masks passwords written in the path, as many recorders take them, and keeps them through a masked edit', async () => {
    const body = { ...valid(), stream_url: 'rtsp://10.0.0.2:554/user=admin&password=Kho123&channel=1&stream=0.sdp' };
    const entry = (await api().create(tokens.quantri1, body)).json().data.entry;
    expect(entry.stream_url).toBe('rtsp://10.0.0.2:554/user=admin&password=***&channel=1&stream=0.sdp');
    const channel2 = 'rtsp://10.0.0.2:554/user=admin&password=***&channel=2&stream=0.sdp';
    await api().update(tokens.quantri1, entry.id, { stream_url: channel2 });
    expect(await plainAddress(entry.id)).toBe('rtsp://10.0.0.2:554/user=admin&password=Kho123&channel=2&stream=0.sdp');
    expect(JSON.stringify(await api().history(tokens.quantri1, entry.id))).not.toContain('Kho123');
  });

  it('masks password-like query parameters too', async () => {
    const body = {
      ...valid(),
      stream_url: 'http://10.0.0.9/cgi-bin/mjpg/video.cgi?user=admin&password=abc123&channel=1',
    };
    const entry = (await api().create(tokens.quantri1, body)).json().data.entry;
    expect(entry.stream_url).toBe('http://10.0.0.9/cgi-bin/mjpg/video.cgi?user=admin&password=***&channel=1');
    expect(await plainAddress(entry.id)).toBe(body.stream_url);
  });

  it('refuses a mask with no stored password to fill it, and bad addresses, in Vietnamese, storing nothing', async () => {
    const before = await api().total(tokens.admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ stream_url: MASKED }, MASK_REFUSAL],
      [{ stream_url: 'ftp://10.0.0.1/stream' }, 'Đường dẫn luồng không đúng định dạng!'],
      [{ stream_url: 'rtsp:// khong hop le' }, 'Đường dẫn luồng không đúng định dạng!'],
      [{ stream_url: undefined }, 'Đường dẫn luồng không được trống!'],
      [{ kind: 'xoay' }, 'Loại camera không đúng định dạng!'],
      // another ward's location is as unknown to a ward's administrator as a missing one
      [{ location_id: location2 }, 'Vị trí không đúng định dạng!'],
    ];
    for (const [change, message] of cases)
      expect((await api().create(tokens.quantri1, { ...valid(), ...change })).json(), JSON.stringify(change)).toEqual(
        refusal(message),
      );
    // a province officer sees both wards: the location must still be of the camera's own ward
    const acrossWards = await api().create(tokens.tinh, { ...valid(), location_id: location2 });
    expect(acrossWards.json()).toEqual(refusal('Vị trí không thuộc xã/phường đã chọn'));
    expect(await api().total(tokens.admin)).toBe(before);
  });

  it('a camera without its sealed address (a demo row seeded with no key) asks for the password again', async () => {
    const demo = (await api().rows(tokens.quantri1, '?sort=created_at&order=asc'))[0];
    expect(demo.stream_url).toMatch(/^rtsp:\/\/admin:\*\*\*@192\.168\./);
    await t.database.db.execute(sql`update cameras set stream_url_sealed = null where id = ${demo.id}`);
    const response = await api().update(tokens.quantri1, demo.id, { stream_url: demo.stream_url });
    expect(response.json()).toEqual(refusal(MASK_REFUSAL));
    const watch = await t.request({ method: 'GET', url: `/api/admin/cameras/${demo.id}/stream`, token: tokens.canbo1 });
    expect(watch.statusCode).toBe(409);
    expect(watch.json().message).toBe('Camera chưa có đường dẫn luồng đầy đủ, hãy sửa camera và nhập lại mật khẩu');
    // the whole address again: sealed, and watchable
    await api().update(tokens.quantri1, demo.id, { stream_url: 'rtsp://admin:moi@192.168.1.64:554/ch1' });
    expect(await plainAddress(demo.id)).toBe('rtsp://admin:moi@192.168.1.64:554/ch1');
  });
});

describe('the status switch and the scope', () => {
  it('switches at PATCH /api/admin/cameras/{id}/status, for those who update cameras', async () => {
    const { id } = (await api().create(tokens.quantri1, valid())).json().data.entry;
    const off = await api().at('PATCH', `${id}/status`, tokens.quantri1);
    expect(off.json()).toMatchObject({
      message: 'Cập nhật hoạt động thành công',
      data: { entry: { is_active: false } },
    });
    expect((await api().history(tokens.quantri1, id))[0].changes).toEqual({
      is_active: { before: true, after: false },
    });
    // ward officers and the police watch cameras, they do not switch them
    for (const who of ['canbo1', 'congan1'])
      expect((await api().at('PATCH', `${id}/status`, tokens[who])).statusCode).toBe(403);
    expect((await api().row(tokens.quantri1, id)).is_active).toBe(false);
  });

  it('hides another ward’s cameras and refuses roles without the permission, changing nothing', async () => {
    const other = (
      await api().create(tokens.quantri2, { ...valid(), location_id: location2, ward_id: units.ward2 })
    ).json().data.entry;
    expect((await api().get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await api().update(tokens.quantri1, other.id, { name: 'x' })).statusCode).toBe(404);
    expect((await api().at('PATCH', `${other.id}/status`, tokens.quantri1)).statusCode).toBe(404);
    expect((await api().remove(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await api().list(tokens.thon1)).statusCode).toBe(403);
    expect((await api().create(tokens.canbo1, valid())).statusCode).toBe(403);
    expect(await api().row(tokens.quantri2, other.id)).toEqual(other);
    expect(await plainAddress(other.id)).toBe(URL_WITH_PASSWORD);
  });

  it('a location with cameras is not deleted from under them', async () => {
    const locations = resourceClient(t, 'camera-locations');
    const response = await locations.remove(tokens.quantri1, location1);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dữ liệu đang được sử dụng, không thể xoá');
    expect((await locations.get(tokens.quantri1, location1)).statusCode).toBe(200);
  });
});
