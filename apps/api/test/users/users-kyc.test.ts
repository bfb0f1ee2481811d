import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../../src/seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// issue 11: the user body takes spec §3's nested `kyc {full_name, dob, sex, id_card_number}` as well as the flat
// fields, and the list rows and the detail carry `kyc` as the login's entry does (the flat fields stay)

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  wardAdmin = await t.login('quantri1');
});
afterAll(() => t.close());

const url = '/api/admin/users';
const create = (payload: Record<string, unknown>) => t.request({ method: 'POST', url, token: wardAdmin, payload });
const patch = (id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `${url}/${id}`, token: wardAdmin, payload });
const detail = async (id: number) =>
  (await t.request({ method: 'GET', url: `${url}/${id}`, token: wardAdmin })).json().data.entry;
const place = () => ({ role_id: 6, ward_id: units.ward1 });
const kyc = { full_name: 'Phạm Thị Kim', dob: '1988-03-09T00:00:00Z', sex: 2, id_card_number: '001188000123' };
const stored = { full_name: 'Phạm Thị Kim', dob: '1988-03-09', sex: 2, id_card_number: '001188000123' };

describe('user body with nested kyc', () => {
  it('creates from a nested kyc; the answer, the detail and the list rows carry kyc and the flat fields', async () => {
    const response = await create({ ...place(), username: 'kyclong1', kyc });
    expect(response.statusCode).toBe(200);
    const { entry } = response.json().data;
    expect(entry).toMatchObject({ ...stored, kyc: stored });
    expect(await detail(entry.id)).toMatchObject({ ...stored, kyc: stored });
    const rows = (await t.request({ method: 'GET', url: `${url}?keyword=kyclong1`, token: wardAdmin })).json().data
      .entries;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...stored, kyc: stored });
  });

  it('kyc on rows has the login’s shape', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'canbo1', password: DEMO_PASSWORD },
    });
    const rows = (await t.request({ method: 'GET', url: `${url}?keyword=canbo1`, token: wardAdmin })).json().data
      .entries;
    const row = rows.find((r: { username: string }) => r.username === 'canbo1');
    expect(Object.keys(row.kyc).sort()).toEqual(['dob', 'full_name', 'id_card_number', 'sex']);
    expect(login.statusCode).toBe(200);
    expect(row.kyc).toEqual(login.json().data.entry.kyc);
  });

  it('still creates and updates from the flat fields', async () => {
    const created = await create({ ...place(), username: 'kycphang1', ...stored });
    expect(created.json().data.entry).toMatchObject({ ...stored, kyc: stored });
    const id = created.json().data.entry.id as number;
    const updated = await patch(id, { full_name: 'Phạm Thị Kim Anh', sex: 1 });
    expect(updated.json().data.entry).toMatchObject({
      full_name: 'Phạm Thị Kim Anh',
      sex: 1,
      kyc: { ...stored, full_name: 'Phạm Thị Kim Anh', sex: 1 },
    });
  });

  it('updates from a nested kyc (only the keys it holds) and accepts both shapes when they agree', async () => {
    const id = (await create({ ...place(), username: 'kycsua1', ...stored })).json().data.entry.id as number;
    const response = await patch(id, { kyc: { full_name: 'Đỗ Văn Hùng', id_card_number: '001090000999' } });
    expect(response.statusCode).toBe(200);
    const after = { ...stored, full_name: 'Đỗ Văn Hùng', id_card_number: '001090000999' };
    expect(response.json().data.entry).toMatchObject({ ...after, kyc: after });
    expect(await detail(id)).toMatchObject({ ...after, kyc: after });
    // the same value written two ways ('1988-03-09' and the app's birthday form) is one value
    const both = await patch(id, { dob: '1988-03-10', kyc: { dob: '1988-03-10T00:00:00Z' } });
    expect([both.statusCode, both.json().data.entry.kyc.dob]).toEqual([200, '1988-03-10']);
    // an empty flat value gives way to the nested one
    const emptyFlat = await patch(id, { full_name: '', kyc: { full_name: 'Đỗ Văn Hùng B' } });
    expect([emptyFlat.statusCode, emptyFlat.json().data.entry.full_name]).toEqual([200, 'Đỗ Văn Hùng B']);
  });

  it('a bad nested value gets the flat field’s message; nothing changes', async () => {
    const id = (await create({ ...place(), username: 'kycsai1', ...stored })).json().data.entry.id as number;
    const before = await detail(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ kyc: { dob: '1990-02-30' } }, 'Ngày sinh không đúng định dạng!'],
      [{ kyc: { id_card_number: '12ab' } }, 'Số CCCD không đúng định dạng!'],
      [{ kyc: { sex: 9 } }, 'Giới tính không đúng định dạng!'],
      [{ kyc: { full_name: 'x'.repeat(151) } }, 'Họ và tên không được dài quá 150 ký tự!'],
      [{ kyc: 'Phạm Thị Kim' }, 'Thông tin định danh không đúng định dạng!'],
      // both shapes with different values: refused rather than guessed
      [
        { full_name: 'Tên phẳng', kyc: { full_name: 'Tên lồng' } },
        'Họ và tên không khớp giữa full_name và kyc.full_name!',
      ],
    ];
    for (const [payload, message] of cases) {
      const flatTwin =
        'kyc' in payload && typeof payload.kyc === 'object' && !('full_name' in payload)
          ? (payload.kyc as Record<string, unknown>)
          : null;
      const response = await patch(id, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
      // the flat field with the same value says the same
      if (flatTwin) expect((await patch(id, flatTwin)).json().message).toBe(message);
    }
    const { updated_at: _u, ...same } = before;
    expect(await detail(id)).toMatchObject(same);
  });

  it('create: the required name is still required when kyc leaves it out; a bad nested value creates nothing', async () => {
    const missing = await create({ ...place(), username: 'kycthieu1', kyc: { dob: '1990-01-01' } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Họ và tên không được trống!']);
    const bad = await create({ ...place(), username: 'kycthieu1', kyc: { ...kyc, dob: '1990-13-01' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Ngày sinh không đúng định dạng!']);
    const none = (await t.request({ method: 'GET', url: `${url}?keyword=kycthieu1`, token: wardAdmin })).json().data
      .total;
    expect(none).toBe(0);
  });
});
