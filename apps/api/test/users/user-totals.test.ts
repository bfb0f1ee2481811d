// The users list's total comes from maintained counters (user_counts, kept by statement triggers) when the query has
// no filter outside their key: these tests hold the counters to a real count after every kind of write.
import { ACC_STATUS_VERIFIED } from '@console/shared/domain/limits';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { wards } from '../../src/db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let admin: string;
let officer: string;
let province: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [admin, officer, province] = await Promise.all(['admin', 'canbo1', 'tinh'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

/** every (units, role) group's counter equals the number of its users; empty groups may keep a zero row */
async function expectCountersExact() {
  const drift = rowsOf<object>(
    await run(sql`
      with counted as (
        select ward_id, village_id, role_id, province_id, district_id, count(*)::int as n,
          count(*) filter (where acc_status = ${ACC_STATUS_VERIFIED})::int as verified
        from users group by 1, 2, 3, 4, 5
      ), kept as (
        select ward_id, village_id, role_id, province_id, district_id, users as n, verified
        from user_counts where (users, verified) <> (0, 0)
      )
      -- EXCEPT compares NULL units as equal, as the counters' key does
      (select 'missing' as drift, * from counted except select 'missing', * from kept)
      union all
      (select 'extra', * from kept except select 'extra', * from counted)`),
  );
  expect(drift).toEqual([]);
}

const total = async (token: string, query = '') =>
  (await t.request({ method: 'GET', url: `/api/admin/users?length=1${query}`, token })).json().data.total as number;
const counted = async (where: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await run(sql`select count(*)::int as n from users where ${where}`))[0].n;

describe('user_counts', () => {
  it('starts equal to the seeded users (the migration fills it)', async () => {
    await expectCountersExact();
  });

  it('follows inserts, moves between wards and roles, and deletes — one statement of many rows too', async () => {
    await run(sql`
      insert into users (username, password_hash, role_id, province_id, ward_id)
      select 'dem' || g, 'x', 7, ${units.provinceId}::int, case when g % 2 = 0 then ${units.ward1}::int else ${units.ward2}::int end
      from generate_series(1, 40) g`);
    await expectCountersExact();
    await run(sql`update users set ward_id = ${units.ward2} where username like 'dem%' and ward_id = ${units.ward1}`);
    await expectCountersExact();
    // verifying identities moves only the verified counters; un-verifying takes them back
    await run(sql`update users set acc_status = ${ACC_STATUS_VERIFIED} where username like 'dem1%'`);
    await expectCountersExact();
    await run(sql`update users set acc_status = 1 where username = 'dem10'`);
    await expectCountersExact();
    await run(sql`update users set role_id = 6 where username in ('dem1', 'dem2', 'dem3')`);
    await expectCountersExact();
    await run(sql`update users set full_name = 'Tên mới' where username like 'dem%'`); // moves nobody
    await expectCountersExact();
    await run(sql`delete from users where username like 'dem%'`);
    await expectCountersExact();
  });

  it('stays exact through the API: create, edit into another village, delete', async () => {
    const wardAdmin = await t.login('quantri1');
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: wardAdmin,
      payload: { username: 'demtong1', full_name: 'Người Đếm', role_id: 6, ward_id: units.ward1 },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.entry.id as number;
    await expectCountersExact();
    const [village] = rowsOf<{ id: number }>(
      await run(sql`select id from villages where ward_id = ${units.ward1} limit 1`),
    );
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      token: wardAdmin,
      payload: { village_id: village.id, role_id: 8 },
    });
    expect(edited.statusCode).toBe(200);
    await expectCountersExact();
    expect((await t.request({ method: 'DELETE', url: `/api/admin/users/${id}`, token: wardAdmin })).statusCode).toBe(
      200,
    );
    await expectCountersExact();
  });

  it('a failed write leaves the counters as they were (they change in the same transaction)', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into users (username, password_hash, role_id, ward_id) values ('demhuy', 'x', 7, ${units.ward1})`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectCountersExact();
  });
});

describe('the list total', () => {
  it('equals a real count for every scope, with and without the filters the counters answer', async () => {
    expect(await total(officer)).toBe(await counted(sql`ward_id = ${units.ward1}`));
    expect(await total(province)).toBe(await counted(sql`province_id = ${units.provinceId}`));
    expect(await total(admin)).toBe(await counted(sql`true`));
    expect(await total(province, '&role_id=8')).toBe(
      await counted(sql`province_id = ${units.provinceId} and role_id = 8`),
    );
    expect(await total(admin, `&ward_id=${units.ward2}`)).toBe(await counted(sql`ward_id = ${units.ward2}`));
    const [village] = rowsOf<{ village_id: number }>(
      await run(sql`select village_id from users where username = 'thon1'`),
    );
    expect(await total(officer, `&village_id=${village.village_id}`)).toBe(
      await counted(sql`ward_id = ${units.ward1} and village_id = ${village.village_id}`),
    );
  });

  it('counts the users themselves when a filter is outside the counters (status, keyword)', async () => {
    await run(sql`update users set is_active = false where username = 'canbo1'`);
    try {
      expect(await total(province, '&is_active=false')).toBe(1);
      expect(await total(province, '&keyword=thon')).toBe(
        await counted(sql`province_id = ${units.provinceId} and username like 'thon%'`),
      );
    } finally {
      await run(sql`update users set is_active = true where username = 'canbo1'`);
    }
  });
});

describe('pages of the list', () => {
  // the first page is its own prepared statement (its length written in), later pages bind limit and offset
  it('later pages continue the first one in the same order, whatever the length', async () => {
    const page = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/admin/users?${query}`, token: admin }))
        .json()
        .data.entries.map((u: { id: number }) => u.id);
    const ten = await page('length=10');
    expect(ten).toHaveLength(10);
    expect([...(await page('length=5')), ...(await page('length=5&page=2'))]).toEqual(ten);
    expect(await page('length=4&start=3')).toEqual(ten.slice(3, 7));
    const past = (await t.request({ method: 'GET', url: '/api/admin/users?length=10&page=1000', token: admin })).json()
      .data;
    expect(past).toEqual({ total: await counted(sql`true`), entries: [] }); // no row to carry the total: counted alone
    const first = (await t.request({ method: 'GET', url: '/api/admin/users?length=2', token: admin })).json().data
      .entries;
    expect(Object.keys(first[0])).not.toContain('total'); // the total each row carries stays out of the entries
    const byName = await page('length=6&sort=username');
    expect([...(await page('length=3&sort=username')), ...(await page('length=3&sort=username&page=2'))]).toEqual(
      byName,
    );
  });
});

describe('a ward merger', () => {
  // last in this file: it moves the second demo ward's users away
  it('moves the users’ counters to the ward they now belong to, in the merger’s transaction', async () => {
    const [into] = await t.database.db
      .select({ id: wards.id })
      .from(wards)
      .where(
        and(
          eq(wards.provinceId, units.provinceId),
          notInArray(wards.id, [units.ward1, units.ward2]),
          isNull(wards.mergedIntoId),
        ),
      )
      .orderBy(asc(wards.code))
      .limit(1);
    const moving = await counted(sql`ward_id = ${units.ward2}`);
    expect(moving).toBeGreaterThan(0);
    const merged = await t.request({
      method: 'POST',
      url: '/api/admin/ward-mergers',
      token: admin,
      payload: { from_ward_ids: [units.ward2], into_ward_id: into.id },
    });
    expect(merged.statusCode).toBe(200);
    await expectCountersExact();
    expect(await total(admin, `&ward_id=${into.id}`)).toBe(moving);
    expect(await total(admin, `&ward_id=${units.ward2}`)).toBe(0);
  });
});
