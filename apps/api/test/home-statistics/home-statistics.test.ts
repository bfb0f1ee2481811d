// GET /api/admin/home-statistics/…: each figure equals a recount from the raw rows of the caller's reach (units,
// categories), for a ward officer, a category-limited officer and a province officer; bad periods are refused in
// Vietnamese; residents and strangers are refused.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const URL = '/api/admin/home-statistics';

const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
const get = (path: string, token?: string) => t.request({ method: 'GET', url: `${URL}/${path}`, token });

// a fixed period that holds the items below and nothing the demo data dates today
const FROM = '2026-10-01';
const TO = '2026-10-31';
const period = `from=${FROM}&to=${TO}`;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['canbo1', 'canbo2', 'tinh', 'yte1', 'nguoidan1', 'quantri1']) tokens[name] = await t.login(name);
  // October 2026 (Vietnam days): 60 items over both wards, categories, statuses; some received, extended, late, rated
  await run(sql`
    insert into sentiments (title, content, category_id, status, province_id, ward_id, created_at, time_finish,
      received_at, time_reply, extension_count)
    select 'thang muoi ' || g, 'Nội dung', 1 + g % 7, 1 + g % 5, ${units.provinceId}::int,
      case when g % 3 = 0 then ${units.ward2}::int else ${units.ward1}::int end,
      timestamptz '2026-10-01 08:00+07' + make_interval(hours => g * 11),
      timestamptz '2026-10-01 08:00+07' + make_interval(hours => g * 11) + interval '3 days',
      case when g % 5 <> 0 then timestamptz '2026-10-01 08:00+07' + make_interval(hours => g * 11 + 2) end,
      case when g % 5 in (2, 3) then timestamptz '2026-10-01 08:00+07' + make_interval(hours => g * 11 + 20 + (g % 4) * 24) end,
      (g % 4 = 1)::int
    from generate_series(1, 60) g`);
  await run(sql`
    insert into sentiment_evaluations (sentiment_id, point)
    select id, 1 + id % 3 from sentiments where title like 'thang muoi %' and status = 3`);
});
afterAll(() => t.close());

/** the items of `wards` (and `categories`) received in the period, recounted from the raw rows */
async function recount(wards: number[], categories = [1, 2, 3, 4, 5, 6, 7], from = FROM, to = TO) {
  const [row] = rowsOf<{
    received: number;
    finished: number;
    on_time: number;
    extended: number;
    late: number;
    rated: number;
    satisfied: number;
  }>(
    await run(sql`
      with items as (
        select * from sentiments
        where deleted_at is null and ward_id = any(${sql.param(wards)}::int[])
          and category_id = any(${sql.param(categories)}::int[])
      ), done as (
        select i.*, e.point from items i left join sentiment_evaluations e on e.sentiment_id = i.id
        where status in (3, 4) and time_reply is not null
          and (time_reply at time zone 'Asia/Ho_Chi_Minh')::date between ${from} and ${to}
      )
      select
        (select count(*)::int from items
          where (created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${from} and ${to}) as received,
        (select count(*)::int from done) as finished,
        (select count(*)::int from done where not (time_reply > time_finish) and extension_count = 0) as on_time,
        (select count(*)::int from done where not (time_reply > time_finish) and extension_count > 0) as extended,
        (select count(*)::int from done where time_reply > time_finish) as late,
        (select count(*)::int from done where point is not null) as rated,
        (select count(*)::int from done where point >= 2) as satisfied`),
  );
  return row;
}

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1_000) / 10 : null);

/** what a period's figures must show for a recount */
const figuresOf = (expected: Awaited<ReturnType<typeof recount>>) => ({
  received: expected.received,
  finished: expected.finished,
  on_time_rate: rate(expected.on_time, expected.finished),
  extended_rate: rate(expected.extended, expected.finished),
  late_rate: rate(expected.late, expected.finished),
  satisfaction_rate: rate(expected.satisfied, expected.rated),
});

describe('home statistics', () => {
  it('gives a ward officer their ward’s figures, equal to a recount', async () => {
    const answer = await get(`statistic?${period}`, tokens.canbo1);
    expect(answer.statusCode).toBe(200);
    const { current, period: shown } = answer.json().data;
    expect(shown).toEqual({ from: FROM, to: TO });
    const expected = await recount([units.ward1]);
    expect(expected.received).toBeGreaterThan(0);
    expect(expected.late + expected.extended).toBeGreaterThan(0);
    expect(current).toMatchObject(figuresOf(expected));
    // the previous period is as long and ends the day before
    expect(answer.json().data.previous_period).toEqual({ from: '2026-08-31', to: '2026-09-30' });
  });

  it('adds both wards up for the province officer, and lists them in the league table', async () => {
    const both = await recount([units.ward1, units.ward2]);
    const { current } = (await get(`statistic?${period}`, tokens.tinh)).json().data;
    expect(current.received).toBe(both.received);
    const table = (await get(`sentiment?${period}`, tokens.tinh)).json().data;
    expect(table.level).toBe('ward');
    const ward1 = table.units.find((u: { unit_id: number }) => u.unit_id === units.ward1);
    const ward2 = table.units.find((u: { unit_id: number }) => u.unit_id === units.ward2);
    const [one, two] = [await recount([units.ward1]), await recount([units.ward2])];
    expect([ward1.received, ward2.received]).toEqual([one.received, two.received]);
    expect([ward1.late, ward2.finished]).toEqual([one.late, two.finished]);
    expect(ward1.name).toEqual(expect.any(String));
    // a ward officer's table is by hamlet
    expect((await get(`sentiment?${period}`, tokens.canbo1)).json().data.level).toBe('village');
  });

  it('keeps each officer to their own units and categories: another ward and another category count for nothing', async () => {
    const ward2 = await recount([units.ward2]);
    expect((await get(`statistic?${period}`, tokens.canbo2)).json().data.current.received).toBe(ward2.received);
    // asking for the other ward narrows inside one's own reach: nothing
    const foreign = (await get(`statistic?${period}&ward_id=${units.ward1}`, tokens.canbo2)).json().data;
    expect(foreign.current.received).toBe(0);
    // the health officer sees health items (category 1) only
    const health = await recount([units.ward1], [1]);
    expect((await get(`statistic?${period}`, tokens.yte1)).json().data.current.received).toBe(health.received);
    const categories = (await get(`category?${period}`, tokens.yte1)).json().data;
    expect(
      categories.filter((c: { received: number }) => c.received > 0).map((c: { category_id: number }) => c.category_id),
    ).toEqual([1]);
  });

  it('answers every day of the period, by status, by category and by rating, adding up to the same total', async () => {
    const expected = await recount([units.ward1]);
    const days = (await get(`daily-sentiment?${period}`, tokens.canbo1)).json().data;
    expect(days).toHaveLength(31);
    expect(days[0].day).toBe(FROM);
    const sum = (rows: { received?: number; count?: number }[], key: 'received' | 'count') =>
      rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    expect(sum(days, 'received')).toBe(expected.received);
    expect(sum((await get(`status?${period}`, tokens.canbo1)).json().data, 'count')).toBe(expected.received);
    expect(sum((await get(`category?${period}`, tokens.canbo1)).json().data, 'received')).toBe(expected.received);
    expect(sum((await get(`rating?${period}`, tokens.canbo1)).json().data, 'count')).toBe(expected.rated);
    expect((await get(`sentiments-total?${period}`, tokens.canbo1)).json().data.total).toBe(expected.received);
    const rates = (await get(`daily-rate?${period}`, tokens.canbo1)).json().data;
    expect(rates.some((day: { satisfaction_rate: number | null }) => day.satisfaction_rate !== null)).toBe(true);
  });

  it('counts the accounts of the caller’s units by role, verified and active, for who may list users', async () => {
    const figures = async (token: string) => {
      const answer = await get('user', token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const [expected] = rowsOf<{ total: number; verified: number }>(
      await run(sql`
        select count(*)::int as total, count(*) filter (where acc_status = 3)::int as verified
        from users where province_id = ${units.provinceId}`),
    );
    const province = await figures(tokens.tinh);
    expect({ total: province.total, verified: province.verified }).toEqual(expected);
    // tinh signed in for this test: at least one account was active in the last 30 days
    expect(province.active_30_days).toBeGreaterThan(0);
    expect(province.roles.reduce((sum: number, role: { count: number }) => sum + role.count, 0)).toBe(expected.total);
    const [ward] = rowsOf<{ total: number }>(
      await run(sql`select count(*)::int as total from users where ward_id = ${units.ward1}`),
    );
    expect((await figures(tokens.quantri1)).total).toBe(ward.total);
  });

  it('pages the latest ratings of the caller’s items, newest first (POST with query parameters)', async () => {
    const answer = await t.request({ method: 'POST', url: `${URL}/latest-rating?length=5`, token: tokens.canbo1 });
    expect(answer.statusCode).toBe(200);
    const { total, entries } = answer.json().data;
    const [expected] = rowsOf<{ n: number }>(
      await run(sql`
        select count(*)::int as n from sentiment_evaluations e join sentiments s on s.id = e.sentiment_id
        where s.ward_id = ${units.ward1} and s.deleted_at is null`),
    );
    expect(total).toBe(expected.n);
    expect(entries.length).toBe(Math.min(5, expected.n));
    const times = entries.map((entry: { rated_at: string }) => entry.rated_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries[0]).toMatchObject({ point: expect.any(Number), label: expect.any(String) });
    const bad = await t.request({ method: 'POST', url: `${URL}/latest-rating?length=0`, token: tokens.canbo1 });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the league table to Excel through a 5-minute link, as the table shows it', async () => {
    const table = (await get(`sentiment?${period}`, tokens.tinh)).json().data;
    const linked = await get(`sentiment/export?${period}`, tokens.tinh);
    expect(linked.statusCode).toBe(200);
    const file = await t.request({ method: 'GET', url: linked.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('xep-hang-phan-anh-');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Xã/phường');
    expect(sheet.rowCount).toBe(table.units.length + 1);
    expect([sheet.getCell('A2').value, sheet.getCell('B2').value]).toEqual([
      table.units[0].name,
      table.units[0].received,
    ]);
    expect((await t.request({ method: 'GET', url: '/api/files/home-league-export?token=abc' })).statusCode).toBe(401);
    expect((await get(`sentiment/export?${period}`, tokens.nguoidan1)).statusCode).toBe(403);
  });

  it('counts the requests of each day to the console and the residents’ app, by the accounts of the caller’s units', async () => {
    await t.app.trafficCounter.flush();
    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const today = async (token: string) =>
      ((await get('traffic', token)).json().data as { day: string; console: number; resident: number }[]).find(
        (row) => row.day === day,
      )!;
    const before = await today(tokens.canbo1);
    // three console requests by canbo1 (ward 1) and two resident-app requests by nguoidan1 (ward 1)
    for (let i = 0; i < 3; i++) await get('status', tokens.canbo1);
    for (let i = 0; i < 2; i++)
      await t.request({ method: 'GET', url: '/api/web/notifications/unread-count', token: tokens.nguoidan1 });
    const ward2Before = await today(tokens.canbo2);
    await t.app.trafficCounter.flush();
    const after = await today(tokens.canbo1);
    // the two reads of the figure itself count too (before's and one of the three is after the flush: +3 +1)
    expect(after.console - before.console).toBeGreaterThanOrEqual(3);
    expect(after.resident - before.resident).toBe(2);
    // another ward's officer never sees ward 1's requests
    const ward2After = await today(tokens.canbo2);
    expect(ward2After.resident).toBe(ward2Before.resident);
  });

  it('maps the period’s placed items per ~1 km cell, in the caller’s reach only', async () => {
    // two clusters in ward 1 and one in ward 2, about 5 km apart
    await run(sql`
      update sentiments set lat = 22.48 + (id % 2) * 0.05 + (id % 7) * 0.0001, lng = 103.97 + (id % 7) * 0.0001
      where title like 'thang muoi %'`);
    const [placed] = rowsOf<{ n: number }>(
      await run(sql`
        select count(*)::int as n from sentiments
        where ward_id = ${units.ward1} and lat is not null and deleted_at is null
          and (created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${FROM} and ${TO}`),
    );
    const map = (await get(`map?${period}`, tokens.canbo1)).json().data;
    expect(map.truncated).toBe(false);
    expect(map.cells.reduce((sum: number, cell: { count: number }) => sum + cell.count, 0)).toBe(placed.n);
    // the two clusters are the busiest cells (demo items of the month may add others)
    expect(map.cells.slice(0, 2).map((cell: { lng: number }) => cell.lng)).toEqual([103.97, 103.97]);
    // asking for the other ward: nothing of it
    expect((await get(`map?${period}&ward_id=${units.ward2}`, tokens.canbo1)).json().data.cells).toEqual([]);
  });

  it('adds up a period that cuts months — whole months from the monthly rows, the days around them from the daily rows — as a recount does, per province and per ward', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const province = rowsOf<{ id: number }>(
      await run(sql`select id from wards where province_id = ${units.provinceId}`),
    ).map((ward) => ward.id);
    // the month's items get places too: the map's edge days are read from the items, its whole months from its rollup
    await run(sql`update sentiments set lat = 22.4, lng = 103.9 where lat is null and ward_id = ${units.ward2}`);
    // items dated after today (a node's clock ahead, an import): a month read whole up to today must leave them out
    await run(sql`
      insert into sentiments (title, content, category_id, status, province_id, ward_id, created_at, time_finish,
        received_at, time_reply, lat, lng)
      select 'ngay mai ' || g, 'Nội dung', 1 + g % 7, 3, ${units.provinceId}::int, ${units.ward1}::int,
        now() + make_interval(hours => 20 + g), now() + interval '5 days', now() + make_interval(hours => 21 + g),
        now() + make_interval(hours => 22 + g), 22.41, 103.91
      from generate_series(1, 4) g`);
    const periods = [
      ['2026-09-20', '2026-11-03'], // October whole, days on both sides
      ['2026-10-05', '2026-10-20'], // days only
      ['2026-10-01', today], // October whole, and November up to today
      ['2026-10-31', today], // one day, then this month
    ];
    for (const [from, to] of periods) {
      const query = `from=${from}&to=${to}`;
      for (const [token, wards] of [
        [tokens.tinh, province],
        [tokens.canbo1, [units.ward1]],
      ] as const) {
        const context = `${query} for ${token === tokens.tinh ? 'tinh' : 'canbo1'}`;
        const headline = (await get(`statistic?${query}`, token)).json().data;
        for (const which of ['current', 'previous'] as const) {
          const shown = which === 'current' ? headline.period : headline.previous_period;
          const expected = await recount([...wards], undefined, shown.from, shown.to);
          expect(headline[which], `${context} ${which}`).toMatchObject(figuresOf(expected));
        }
        // now: today's items and the open ones of every day, whatever the period
        const [open] = rowsOf<Record<string, number>>(
          await run(sql`
            select count(*) filter (where (created_at at time zone 'Asia/Ho_Chi_Minh')::date = ${today})::int as today,
              count(*) filter (where status = 1)::int as waiting, count(*) filter (where status = 2)::int as processing,
              count(*) filter (where status = 5)::int as overdue
            from sentiments where deleted_at is null and ward_id = any(${sql.param([...wards])}::int[])`),
        );
        expect(headline, context).toMatchObject(open);
        const expected = await recount([...wards], undefined, from, to);
        const total = (path: string, key: string) =>
          get(`${path}?${query}`, token).then((answer) =>
            (answer.json().data as Record<string, number>[]).reduce((sum, row) => sum + row[key], 0),
          );
        expect(await total('status', 'count'), context).toBe(expected.received);
        expect(await total('category', 'finished'), context).toBe(expected.finished);
        expect(await total('daily-sentiment', 'received'), context).toBe(expected.received);
        expect((await get(`sentiments-total?${query}`, token)).json().data.total, context).toBe(expected.received);
        const [placed] = rowsOf<{ n: number }>(
          await run(sql`
            select count(*)::int as n from sentiments
            where ward_id = any(${sql.param([...wards])}::int[]) and lat is not null and deleted_at is null
              and (created_at at time zone 'Asia/Ho_Chi_Minh')::date between ${from} and ${to}`),
        );
        const mapAnswer = await get(`map?${query}`, token);
        expect(mapAnswer.statusCode, mapAnswer.body).toBe(200);
        const map = mapAnswer.json().data;
        expect(
          map.cells.reduce((sum: number, cell: { count: number }) => sum + cell.count, 0),
          context,
        ).toBe(placed.n);
      }
    }
  });

  it('refuses a bad period in Vietnamese, residents and strangers', async () => {
    const message = async (query: string) => {
      const answer = await get(`statistic?${query}`, tokens.canbo1);
      return [answer.statusCode, answer.json().message];
    };
    expect(await message('from=2026-10-31&to=2026-10-01')).toEqual([400, 'Từ ngày không được lớn hơn Đến ngày']);
    expect(await message('from=2026-13-01')).toEqual([400, 'Từ ngày không đúng định dạng!']);
    expect(await message('from=2024-01-01&to=2026-01-01')).toEqual([400, 'Khoảng thời gian không được quá 366 ngày']);
    expect(await message('ward_id=abc')).toEqual([400, expect.stringContaining('Xã/phường')]);
    expect((await get('statistic', tokens.nguoidan1)).statusCode).toBe(403);
    expect((await get('statistic')).statusCode).toBe(401);
  });
});
