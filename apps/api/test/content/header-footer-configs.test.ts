import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let configs: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  configs = resourceClient(t, 'header-footer-configs');
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const ownRow = async (token: string) => (await configs.rows(token))[0];

describe('header/footer config of a ward (PATCH {id}, POST)', () => {
  it('is one per ward: the demo ward has its own, a second is refused and nothing is added', async () => {
    const before = await configs.total(tokens.admin);
    const own = await ownRow(tokens.quantri1);
    expect(own).toMatchObject({ ward_id: units.ward1, header_color: '#1b5e20' });
    const second = await configs.create(tokens.quantri1, { header_title: 'Trang của xã', ward_id: units.ward1 });
    expect(second.json()).toEqual(refusal('Cấu hình đầu trang, chân trang đã tồn tại!'));
    expect(await configs.total(tokens.admin)).toBe(before);
  });

  it('the ward administrator edits it with PATCH {id}; audit fields and bad colours are refused or ignored', async () => {
    const own = await ownRow(tokens.quantri1);
    const changed = await configs.update(tokens.quantri1, own.id, {
      header_subtitle: 'Đoàn kết - Đổi mới - Phát triển',
      footer_color: '#b71c1c',
      created_by: 1,
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(changed.json()).toMatchObject({
      message: 'Cập nhật cấu hình đầu trang, chân trang thành công',
      data: { entry: { header_subtitle: 'Đoàn kết - Đổi mới - Phát triển', footer_color: '#b71c1c' } },
    });
    expect(changed.json().data.entry.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
    const bad = await configs.update(tokens.quantri1, own.id, { header_color: 'red' });
    expect(bad.json()).toEqual(refusal('Màu đầu trang không đúng định dạng!'));
    expect((await configs.row(tokens.quantri1, own.id)).header_color).toBe(own.header_color);
  });

  it('a ward officer cannot touch it, another ward does not see it', async () => {
    const own = await ownRow(tokens.quantri1);
    expect((await configs.update(tokens.canbo1, own.id, { header_title: 'x' })).statusCode).toBe(403);
    expect((await configs.update(tokens.quantri2, own.id, { header_title: 'x' })).statusCode).toBe(404);
    expect((await configs.rows(tokens.quantri2)).map((row) => row.ward_id)).toEqual([units.ward2]);
  });

  it('a new ward gets one with POST; residents read each ward’s', async () => {
    const own = await ownRow(tokens.quantri1);
    expect((await configs.remove(tokens.quantri1, own.id)).statusCode).toBe(200);
    const created = await configs.create(tokens.quantri1, {
      header_title: 'UBND xã - Trang thông tin',
      header_color: '#0d47a1',
      ward_id: units.ward1,
    });
    expect(created.json()).toMatchObject({ message: 'Thêm mới cấu hình đầu trang, chân trang thành công' });
    const read = await t.request({ method: 'GET', url: `/api/web/header-footer-configs?ward_id=${units.ward1}` });
    expect(read.json().data.entries).toMatchObject([
      { header_title: 'UBND xã - Trang thông tin', header_color: '#0d47a1' },
    ]);
  });
});
