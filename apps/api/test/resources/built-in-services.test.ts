import { PLATFORM_SERVICES } from '@console/shared/domain/platform-services';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformServices } from '../../src/db/schema/index.ts';
import { upsertPlatformServices } from '../../src/seed/seed-roles.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['admin', 'root', 'quantri1', 'quantri2']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const catalogue = () => resourceClient(t, 'service-managements');
const wardServices = () => resourceClient(t, 'ward-service-managements');
const NOT_DELETABLE = 'Dịch vụ có sẵn của nền tảng không thể xoá';
const NAME_LOCKED = 'Không thể sửa tên dịch vụ của dịch vụ có sẵn của nền tảng';
const KIND_LOCKED = 'Không thể sửa loại dịch vụ của dịch vụ có sẵn của nền tảng';

/** what the next start does to the catalogue */
const restart = () => t.database.db.transaction((tx) => upsertPlatformServices(tx));

describe('the platform’s built-in services (PLATFORM_SERVICES) in service managements', () => {
  it('are the rows with a key, one per built-in service', async () => {
    const keyed = await t.database.db
      .select({ id: platformServices.id, key: platformServices.key })
      .from(platformServices)
      .where(isNotNull(platformServices.key))
      .orderBy(asc(platformServices.id));
    expect(keyed).toEqual(PLATFORM_SERVICES.map(({ id, key }) => ({ id, key })));
    for (const { id, name } of PLATFORM_SERVICES)
      expect(await catalogue().row(tokens.admin, id)).toMatchObject({ name, kind: 'integrated' });
  });

  it('refuses deleting one, even once no ward has a row for it, and it stays as it was', async () => {
    const camera = PLATFORM_SERVICES.find((s) => s.key === 'camera')!;
    // the ward rows would answer 409 first: gone, only the built-in rule is left
    for (const token of [tokens.quantri1, tokens.quantri2]) {
      const [row] = await wardServices().rows(token, `?service_id=${camera.id}`);
      expect((await wardServices().remove(token, row.id)).statusCode).toBe(200);
    }
    const before = await catalogue().row(tokens.admin, camera.id);
    const total = await catalogue().total(tokens.admin);
    for (const who of ['admin', 'root'])
      expect((await catalogue().remove(tokens[who], camera.id)).json(), who).toEqual(refusal(NOT_DELETABLE));
    // a ward administrator is not even asked: the catalogue is written at platform level (403)
    expect((await catalogue().remove(tokens.quantri1, camera.id)).statusCode).toBe(403);
    expect(await catalogue().row(tokens.admin, camera.id)).toEqual(before);
    expect(await catalogue().total(tokens.admin)).toBe(total);
    expect(await catalogue().history(tokens.admin, camera.id)).toEqual([]);
    // every built-in is refused the same way (those a ward uses included)
    for (const { id } of PLATFORM_SERVICES)
      expect((await catalogue().remove(tokens.admin, id)).json(), String(id)).toEqual(refusal(NOT_DELETABLE));
    expect((await catalogue().remove(tokens.admin, 99_999)).statusCode).toBe(404);
  });

  it('refuses renaming one or changing its kind, and changes nothing', async () => {
    const survey = await catalogue().row(tokens.admin, 1);
    expect(survey).toMatchObject({ name: 'Khảo sát' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Khảo sát ý kiến' }, NAME_LOCKED],
      [{ name: 'Khảo sát ý kiến', description: 'Mô tả mới' }, NAME_LOCKED],
      [{ kind: 'link', link: 'https://khaosat.vn' }, KIND_LOCKED],
    ];
    for (const [change, message] of cases)
      for (const method of ['PATCH', 'PUT'] as const)
        expect(
          (await catalogue().update(tokens.admin, survey.id, change, method)).json(),
          JSON.stringify(change),
        ).toEqual(refusal(message));
    expect((await catalogue().update(tokens.quantri1, survey.id, { name: 'Khác' })).statusCode).toBe(403);
    expect(await catalogue().row(tokens.admin, survey.id)).toEqual(survey);
    expect(await catalogue().history(tokens.admin, survey.id)).toEqual([]);
  });

  it('lets staff edit the rest (the form sends the name and kind as they are) and switch it off', async () => {
    const market = await catalogue().row(tokens.admin, 2);
    const saved = await catalogue().update(
      tokens.admin,
      market.id,
      {
        name: market.name,
        kind: 'integrated',
        icon: 'https://cdn.example.vn/cho-que.png',
        description: 'Chợ nông sản của xã',
        sort_order: 2,
      },
      'PUT',
    );
    expect(saved.json()).toMatchObject({
      code: 200,
      message: 'Cập nhật dịch vụ thành công',
      data: { entry: { name: 'Chợ quê', description: 'Chợ nông sản của xã', sort_order: 2 } },
    });
    const off = await catalogue().at('PATCH', `${market.id}/change-active`, tokens.admin, { is_active: false });
    expect(off.json().data.entry.is_active).toBe(false);
    const history = await catalogue().history(tokens.admin, market.id);
    expect(history.map((h) => h.action)).toEqual(['update', 'update']);
    expect(Object.keys(history[1].changes).sort()).toEqual(['description', 'icon', 'sort_order']);
  });

  it('keeps staff’s own services fully editable and deletable', async () => {
    const own = (await catalogue().create(tokens.admin, { name: 'Sổ tay nông dân', kind: 'integrated' })).json().data
      .entry;
    const renamed = await catalogue().update(tokens.admin, own.id, {
      name: 'Sổ tay nhà nông',
      kind: 'link',
      link: 'https://sotay.vn',
    });
    expect(renamed.json().data.entry).toMatchObject({ name: 'Sổ tay nhà nông', kind: 'link' });
    expect((await catalogue().remove(tokens.admin, own.id)).statusCode).toBe(200);
  });

  it('comes through a restart as staff left it; the code’s fields are put back if they ever drifted', async () => {
    const before = await catalogue().rows(tokens.admin, '?kind=integrated&length=100&sort=created_at&order=asc');
    await restart();
    expect(await catalogue().rows(tokens.admin, '?kind=integrated&length=100&sort=created_at&order=asc')).toEqual(
      before,
    );
    const market = await catalogue().row(tokens.admin, 2);
    expect(market).toMatchObject({ is_active: false, sort_order: 2, description: 'Chợ nông sản của xã' });
    // a database written before the rule (renamed, made a link, or deleted) gets the code's row back
    await t.database.db.execute(sql`update platform_services set name = 'Chợ', kind = 'link' where id = 2`);
    await t.database.db.execute(sql`delete from ward_services where service_id = 7`);
    await t.database.db.execute(sql`delete from platform_services where id = 7`);
    await restart();
    expect(await catalogue().row(tokens.admin, 2)).toMatchObject({
      name: 'Chợ quê',
      kind: 'integrated',
      is_active: false,
      sort_order: 2,
    });
    expect(await catalogue().row(tokens.admin, 7)).toMatchObject({ name: 'Camera', kind: 'integrated' });
    expect((await catalogue().remove(tokens.admin, 7)).json()).toEqual(refusal(NOT_DELETABLE));
  });
});
