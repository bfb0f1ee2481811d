import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wards } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
let officer: string;
let villageOfficer: string;
let province: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [wardAdmin, officer, villageOfficer, province] = await Promise.all(
    ['quantri1', 'canbo1', 'thon1', 'tinh'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const BASE = '/api/admin/ward-market-configs';
const get = (token: string, wardId: number) => t.request({ method: 'GET', url: `${BASE}/${wardId}`, token });
const status = (token: string, wardId: number) => t.request({ method: 'GET', url: `${BASE}/${wardId}/status`, token });
const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: BASE, token, payload });
const patch = (token: string, wardId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `${BASE}/${wardId}`, token, payload });
const config = () => ({
  ward_id: units.ward1,
  market_name: 'Chợ quê Bản Vược',
  contact_person: 'Hoàng Văn Thắng',
  contact_phone: '091 234 5678',
  address: 'Nhà văn hoá thôn Đồng Tâm',
  description: 'Nông sản sạch của bà con trong xã',
});

describe('ward market config: create, read, update', () => {
  it('a ward without a config answers entry null, and its status says not configured', async () => {
    const response = await get(wardAdmin, units.ward1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { entry: null } });
    expect((await status(wardAdmin, units.ward1)).json().data.entry).toEqual({
      ward_id: units.ward1,
      configured: false,
    });
  });

  it('the ward administrator creates the config of the ward; the author and the ward name come back', async () => {
    const response = await create(wardAdmin, config());
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cấu hình chợ quê thành công');
    expect(response.json().data.entry).toMatchObject({
      ward_id: units.ward1,
      ward_name: expect.stringMatching(/^Xã /),
      market_name: 'Chợ quê Bản Vược',
      contact_phone: '0912345678', // sent as '091 234 5678', stored as its digits (issue 10)
      contact_email: null,
      created_by_name: 'Hoàng Văn Thắng',
      updated_by_name: 'Hoàng Văn Thắng',
    });
    expect((await get(wardAdmin, units.ward1)).json().data.entry.address).toBe('Nhà văn hoá thôn Đồng Tâm');
    expect((await status(villageOfficer, units.ward1)).json().data.entry.configured).toBe(true);
  });

  it('a second create for the same ward is refused (409), the first one stays', async () => {
    const again = await create(wardAdmin, { ...config(), market_name: 'Chợ khác' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Chợ quê của xã/phường này đã được cấu hình');
    expect((await get(wardAdmin, units.ward1)).json().data.entry.market_name).toBe('Chợ quê Bản Vược');
  });

  it('PATCH changes the fields sent, clears an optional one sent empty, and keeps the rest', async () => {
    const response = await patch(wardAdmin, units.ward1, {
      market_name: '  Chợ phiên Bản Vược ',
      contact_email: 'cho@banvuoc.vn',
      address: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cập nhật cấu hình chợ quê thành công');
    expect(response.json().data.entry).toMatchObject({
      market_name: 'Chợ phiên Bản Vược',
      contact_email: 'cho@banvuoc.vn',
      address: null,
      contact_phone: '0912345678', // sent as '091 234 5678', stored as its digits (issue 10)
      description: 'Nông sản sạch của bà con trong xã',
    });
    const put = await t.request({
      method: 'PUT',
      url: `${BASE}/${units.ward1}`,
      token: province,
      payload: { contact_person: 'Nguyễn Văn Bình' },
    });
    expect(put.json().data.entry).toMatchObject({
      contact_person: 'Nguyễn Văn Bình',
      updated_by_name: 'Nguyễn Văn Bình',
      created_by_name: 'Hoàng Văn Thắng',
    });
  });

  it('PATCH of a ward without a config is 404', async () => {
    const response = await patch(await t.login('admin'), units.foreignWard, { market_name: 'Chợ' });
    expect(response.statusCode).toBe(404);
  });
});

describe('ward market config: validation (spec §5 wording)', () => {
  it('answers the first failing field in Vietnamese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...config(), market_name: '' }, 'Tên chợ không được trống!'],
      [{ ...config(), market_name: undefined }, 'Tên chợ không được trống!'],
      [{ ...config(), contact_phone: '12345' }, 'Số điện thoại liên hệ không đúng định dạng!'],
      [{ ...config(), contact_phone: '' }, 'Số điện thoại liên hệ không được trống!'],
      [{ ...config(), contact_email: 'a@' }, 'Email liên hệ không đúng định dạng!'],
      [{ ...config(), market_name: 'x'.repeat(151) }, 'Tên chợ không được dài quá 150 ký tự!'],
      [{ ...config(), ward_id: undefined }, 'Xã/phường không được trống!'],
      [{ ...config(), ward_id: 99_999_999 }, 'Xã/phường không đúng định dạng!'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(await t.login('admin'), payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
  });

  it('PATCH refuses emptying a required field or a bad phone, and a bad ward id in the path', async () => {
    expect((await patch(wardAdmin, units.ward1, { market_name: '' })).json().message).toBe('Tên chợ không được trống!');
    expect((await patch(wardAdmin, units.ward1, { contact_phone: '0123' })).json().message).toBe(
      'Số điện thoại liên hệ không đúng định dạng!',
    );
    const bad = await t.request({ method: 'GET', url: `${BASE}/abc`, token: wardAdmin });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
      status: 400,
      message: 'Xã/phường không đúng định dạng!',
    });
  });
});

describe('ward market config: permissions and geographic scope', () => {
  it('the ward officer reads but neither creates nor edits (403, before the body is looked at)', async () => {
    expect((await get(officer, units.ward1)).statusCode).toBe(200);
    expect((await patch(officer, units.ward1, { market_name: 'Chợ' })).statusCode).toBe(403);
    const refused = await create(officer, { ward_id: units.ward1 });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 403,
      message: 'Bạn không có quyền thực hiện chức năng này',
    });
  });

  it('a role without market rights gets 403 on the config, yet learns whether the market is configured', async () => {
    expect((await get(villageOfficer, units.ward1)).statusCode).toBe(403);
    expect((await status(villageOfficer, units.ward1)).statusCode).toBe(200);
    expect((await status(await t.login('nguoidan1'), units.ward1)).statusCode).toBe(403);
  });

  it('a ward officer never reads or writes another ward’s config', async () => {
    const otherAdmin = await t.login('quantri2');
    expect((await get(otherAdmin, units.ward1)).statusCode).toBe(404);
    expect((await status(otherAdmin, units.ward1)).statusCode).toBe(404);
    expect((await patch(otherAdmin, units.ward1, { market_name: 'Chợ lạ' })).statusCode).toBe(404);
    const foreign = await create(wardAdmin, { ...config(), ward_id: units.ward2 });
    expect({ status: foreign.statusCode, message: foreign.json().message }).toEqual({
      status: 403,
      message: 'Bạn không có quyền với dữ liệu của đơn vị này',
    });
    expect((await get(await t.login('admin'), units.ward1)).json().data.entry.market_name).toBe('Chợ phiên Bản Vược');
    expect((await get(otherAdmin, units.ward2)).json().data.entry).toBeNull();
  });

  it('province staff configure any ward of their province, not one of another province', async () => {
    const created = await create(province, { ...config(), ward_id: units.ward2, market_name: 'Chợ quê xã hai' });
    expect(created.statusCode).toBe(200);
    expect((await get(await t.login('quantri2'), units.ward2)).json().data.entry.market_name).toBe('Chợ quê xã hai');
    expect((await create(province, { ...config(), ward_id: units.foreignWard })).statusCode).toBe(403);
    expect((await get(province, units.foreignWard)).statusCode).toBe(404);
  });

  it('a ward merged into another gets no config of its own', async () => {
    const admin = await t.login('admin');
    await t.database.db.update(wards).set({ mergedIntoId: units.ward2 }).where(eq(wards.id, units.foreignWard));
    const refused = await create(admin, { ...config(), ward_id: units.foreignWard });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 400,
      message: 'Xã/phường không đúng định dạng!',
    });
    await t.database.db.update(wards).set({ mergedIntoId: null }).where(eq(wards.id, units.foreignWard));
  });

  it('the branch officer reads the config of the ward (default matrix)', async () => {
    const branch = await t.login('chinhanh2');
    expect((await get(branch, units.ward2)).json().data.entry.market_name).toBe('Chợ quê xã hai');
    expect((await patch(branch, units.ward2, { market_name: 'Chợ' })).statusCode).toBe(403);
  });
});
