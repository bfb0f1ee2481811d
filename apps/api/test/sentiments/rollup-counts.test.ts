// The sentiment list's totals and tab counts come from the rollups' all-time rows when every filter is one the
// rollups hold (sentiment-rollup-counts.ts). They must equal the items' own count — which the list still makes when a
// filter the rollups lack is present: `created_from=2000-01-01` holds every item here, so it is the recount — for every
// kind of caller and filter, in the open list and the archive, before and after the items move.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { removeAllSentiments, STAFF_URL, villagesOf } from './sentiment-fixtures.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
let village: number;
/** who has the archive's menu (the others are refused it) */
const archivists = new Set<string>();
const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['canbo1', 'tinh', 'admin', 'thon1', 'yte1']) {
    tokens[name] = await t.login(name);
    const archive = await t.request({ method: 'GET', url: `${STAFF_URL}/archived`, token: tokens[name] });
    if (archive.statusCode === 200) archivists.add(name);
  }
  await removeAllSentiments(t);
  const villages = await villagesOf(t, units.ward1);
  village = villages[0].id;
  // 240 items over both wards, two hamlets and none, every category and status; some extended, archived, deleted
  await run(sql`
    insert into sentiments (title, content, category_id, status, province_id, ward_id, village_id, created_at,
      time_finish, extension_count, archived_at, deleted_at)
    select 'dem ' || g, 'Nội dung', 1 + g % 7, 1 + g % 5, ${units.provinceId}::int,
      case when g % 3 = 0 then ${units.ward2}::int else ${units.ward1}::int end,
      case when g % 3 = 0 then null when g % 4 = 0 then ${village}::int
           when g % 4 = 1 then ${villages[1]?.id ?? null}::int end,
      now() - make_interval(hours => g * 5), now() + interval '3 days', (g % 6 = 0)::int,
      case when g % 5 in (2, 3) and g % 7 = 0 then now() end, case when g % 37 = 0 then now() end
    from generate_series(1, 240) g`);
});
afterAll(() => t.close());

const get = async (token: string, path: string) => {
  const answer = await t.request({ method: 'GET', url: `${STAFF_URL}${path}`, token });
  expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
  return answer.json().data;
};

/** every caller and filter: tabs and totals from the rollups equal the items' count */
async function expectCountsExact() {
  const filters = [
    '',
    '&category_id=3',
    `&ward_id=${units.ward1}`,
    `&village_id=${village}`,
    '&extended=true',
    '&extended=false&category_id=2',
    `&province_id=${units.provinceId}`,
  ];
  for (const name of Object.keys(tokens)) {
    for (const filter of filters) {
      const context = `${name} ${filter}`;
      const recount = `&created_from=2000-01-01${filter}`;
      expect(await get(tokens[name], `/status-counts?x=1${filter}`), context).toEqual(
        await get(tokens[name], `/status-counts?x=1${recount}`),
      );
      for (const list of archivists.has(name) ? ['', '/archived'] : ['']) {
        for (const status of ['', '&status=2', '&status=3']) {
          const total = (await get(tokens[name], `${list}?length=5${filter}${status}`)).total;
          expect(total, `${context} ${list}${status}`).toBe(
            (await get(tokens[name], `${list}?length=5${recount}${status}`)).total,
          );
        }
      }
    }
  }
}

describe('the sentiment list’s totals and tab counts from the rollups', () => {
  it('equal the items’ count for every caller and filter', async () => {
    const tabs = await get(tokens.tinh, '/status-counts');
    expect(tabs.all).toBeGreaterThan(100);
    expect([...archivists]).toContain('canbo1');
    await expectCountsExact();
  });

  it('follow the items as they are received, extended, archived, moved to another hamlet and deleted', async () => {
    await run(sql`update sentiments set status = 2 where status = 1 and title like 'dem 1%'`);
    await run(sql`update sentiments set extension_count = 1 where title like 'dem 2%'`);
    await run(sql`update sentiments set archived_at = now() where status = 3 and title like 'dem 4%'`);
    await run(
      sql`update sentiments set village_id = ${village} where title like 'dem 5%' and ward_id = ${units.ward1}`,
    );
    await run(sql`update sentiments set deleted_at = now() where title like 'dem 6%'`);
    await expectCountsExact();
  });
});
