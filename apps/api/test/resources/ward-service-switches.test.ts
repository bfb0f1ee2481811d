import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, wardServices as wardServicesTable } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'root', 'quantri1', 'canbo1', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const catalogue = () => resourceClient(t, 'service-managements');
const wardServices = () => resourceClient(t, 'ward-service-managements');
const SURVEY = 1;
const MARKET = 2;

type Entry = { service: { id: number; name: string }; enabled: boolean };

/** the post-login ward service list (spec §6) */
async function unconf(token: string, wardId: number) {
  const response = await t.request({ method: 'GET', url: `/api/admin/unconf-wards/${wardId}?length=100`, token });
  expect(response.statusCode).toBe(200);
  return response.json().data as { total: number; entries: Entry[] };
}
const save = (token: string, wardId: number, ids: number[]) =>
  t.request({ method: 'PUT', url: `/api/admin/unconf-wards/${wardId}`, token, payload: { enabled_service_ids: ids } });
const enabledIds = async (wardId: number) =>
  (await unconf(tokens.admin, wardId)).entries.filter((e) => e.enabled).map((e) => e.service.id);

/** a ward's row for a service, as the ward service managements area shows it */
async function rowOf(wardId: number, serviceId: number) {
  const [row] = await t.database.db
    .select({ id: wardServicesTable.id, enabled: wardServicesTable.enabled })
    .from(wardServicesTable)
    .where(and(eq(wardServicesTable.wardId, wardId), eq(wardServicesTable.serviceId, serviceId)));
  return row;
}
const auditCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.subject, 'ward-service-managements'))
  )[0].n;

describe('PUT /api/admin/unconf-wards/{id}: the ward’s switches are in the ward service rows’ history', () => {
  it('records each switched row, with who did it, in the same history as the ward service managements area', async () => {
    const survey = await rowOf(units.ward1, SURVEY);
    expect(survey.enabled).toBe(true);
    const before = await enabledIds(units.ward1);
    const kept = before.filter((id) => id !== SURVEY);
    const saved = await save(tokens.admin, units.ward1, kept);
    expect(saved.json()).toMatchObject({ code: 200, message: 'Cập nhật dịch vụ của xã/phường thành công' });
    expect(await enabledIds(units.ward1)).toEqual(kept);
    const [last] = await wardServices().history(tokens.quantri1, survey.id);
    expect(last).toMatchObject({
      action: 'update',
      actor_username: 'admin',
      changes: { enabled: { before: true, after: false } },
    });

    // an unchanged save switches nothing and records nothing
    const audits = await auditCount();
    expect((await save(tokens.root, units.ward1, kept)).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits);

    // back on, by root this time: one more entry, on that row only
    expect((await save(tokens.root, units.ward1, before)).statusCode).toBe(200);
    expect(await auditCount()).toBe(audits + 1);
    const history = await wardServices().history(tokens.quantri1, survey.id);
    expect(history.slice(0, 2).map((h) => [h.action, h.actor_username, h.changes.enabled?.after])).toEqual([
      ['update', 'root', true],
      ['update', 'admin', false],
    ]);
  });

  it('records a row it creates (a service new to the ward) as created, with the service’s name', async () => {
    const added = (await catalogue().create(tokens.admin, { name: 'Sổ hộ khẩu số', kind: 'integrated' })).json().data
      .entry;
    const before = await enabledIds(units.ward1);
    expect((await save(tokens.admin, units.ward1, [...before, added.id])).statusCode).toBe(200);
    const row = await rowOf(units.ward1, added.id);
    expect(row.enabled).toBe(true);
    const history = await wardServices().history(tokens.quantri1, row.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'create',
      actor_username: 'admin',
      changes: {
        ward_id: { before: null, after: units.ward1 },
        service_id: { before: null, after: added.id, after_name: 'Sổ hộ khẩu số' },
        enabled: { before: null, after: true },
      },
    });
  });

  it('refuses an unknown service or another’s ward and changes nothing, rows nor history', async () => {
    const before = await unconf(tokens.admin, units.ward1);
    const audits = await auditCount();
    expect((await save(tokens.admin, units.ward1, [SURVEY, 99_999])).json()).toEqual(
      refusal('Dịch vụ không đúng định dạng!'),
    );
    // a link service is not switched here
    const link = (
      await catalogue().create(tokens.admin, {
        name: 'Cổng dịch vụ công',
        kind: 'link',
        link: 'https://dichvucong.gov.vn',
      })
    ).json().data.entry;
    expect((await save(tokens.admin, units.ward1, [link.id])).json()).toEqual(refusal('Dịch vụ không đúng định dạng!'));
    // only platform staff (wards: update) switch a ward's list here
    for (const who of ['quantri1', 'canbo1', 'thon1'])
      expect((await save(tokens[who], units.ward1, [])).statusCode, who).toBe(403);
    expect((await save(tokens.admin, 99_999, [])).statusCode).toBe(404);
    expect(await unconf(tokens.admin, units.ward1)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('a service switched off in the catalogue', () => {
  it('leaves every ward’s list and comes back with the ward’s own switch when switched on again', async () => {
    // ward 2 runs the market (seed), ward 1 does not
    expect(await enabledIds(units.ward2)).toContain(MARKET);
    const ward1 = await unconf(tokens.canbo1, units.ward1);
    expect(ward1.entries.find((e) => e.service.id === MARKET)).toMatchObject({ enabled: false });
    const ward2Row = await rowOf(units.ward2, MARKET);

    const off = await catalogue().at('PATCH', `${MARKET}/change-active`, tokens.admin, { is_active: false });
    expect(off.json().data.entry.is_active).toBe(false);
    for (const wardId of [units.ward1, units.ward2]) {
      const list = await unconf(tokens.admin, wardId);
      expect(list.entries.map((e) => e.service.id)).not.toContain(MARKET);
      expect(list.total).toBe(list.entries.length);
    }
    expect((await unconf(tokens.canbo1, units.ward1)).total).toBe(ward1.total - 1);

    // it cannot be switched on for a ward meanwhile; a save of the others leaves the ward's own switch alone
    const ward2Ids = await enabledIds(units.ward2);
    expect((await save(tokens.admin, units.ward2, [...ward2Ids, MARKET])).json()).toEqual(
      refusal('Dịch vụ không đúng định dạng!'),
    );
    expect((await save(tokens.admin, units.ward2, ward2Ids)).statusCode).toBe(200);
    expect(await rowOf(units.ward2, MARKET)).toEqual(ward2Row);
    expect(ward2Row.enabled).toBe(true);

    // back on in the catalogue: each ward's choice is as it was
    await catalogue().at('PATCH', `${MARKET}/change-active`, tokens.admin, { is_active: true });
    expect((await unconf(tokens.admin, units.ward2)).entries.find((e) => e.service.id === MARKET)).toMatchObject({
      enabled: true,
    });
    expect((await unconf(tokens.canbo1, units.ward1)).entries.find((e) => e.service.id === MARKET)).toMatchObject({
      enabled: false,
    });
    expect((await unconf(tokens.canbo1, units.ward1)).total).toBe(ward1.total);
  });
});
