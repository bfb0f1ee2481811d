import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_TABLES } from '../../src/crud/resource-tables.ts';
import { countedTableName, installRowCounters } from '../../src/crud/row-counters.ts';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from './resource-client.ts';

// The engine's list answers its total from per-ward counters kept by triggers (crud/row-counters.ts) when nothing
// narrows it but units, and counts otherwise; pages come from prepared statements as raw rows. Both must answer what
// a plain count and a plain select would.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let devices: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  devices = resourceClient(t, 'smart-devices');
  for (const name of ['admin', 'tinh', 'huyen', 'quantri1', 'canbo1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(text));

const COUNTED = [...new Set(RESOURCE_TABLES.map(countedTableName).filter((name): name is string => name !== null))];

/** every counted table's counters against a count of its rows, ward by ward (zero counters left after deletes pass) */
async function countersDrift() {
  const drift: string[] = [];
  for (const name of COUNTED) {
    const rows = await query<{ ward_id: number; counted: number; kept: number }>(sql`
      select coalesce(r.ward_id, c.ward_id) as ward_id, coalesce(r.n, 0)::int as counted, coalesce(c.rows, 0) as kept
      from (select ward_id, count(*) as n from ${sql.identifier(name)} group by ward_id) r
      full join (select ward_id, rows from resource_row_counts where table_name = ${name}) c on c.ward_id = r.ward_id
      where coalesce(r.n, 0) <> coalesce(c.rows, 0)`);
    for (const row of rows) drift.push(`${name} ward ${row.ward_id}: ${row.counted} rows, counter ${row.kept}`);
  }
  return drift;
}

async function typeId() {
  const [row] = await query<{ id: number }>(sql`select id from smart_device_types order by id limit 1`);
  return row.id;
}

/** n devices in a ward by one statement, as an import or a script would write them */
async function insertDevices(wardId: number, n: number, name = 'Thiết bị nạp hàng loạt') {
  await t.database.db.execute(sql`
    insert into smart_devices (name, type_id, ward_id, description)
    select ${name} || ' ' || i, ${await typeId()}, ${wardId}, '<p>Mô tả dài</p>' from generate_series(1, ${n}) i`);
}

const countWhere = async (condition: ReturnType<typeof sql>) =>
  (await query<{ n: number }>(sql`select count(*)::int as n from smart_devices d where ${condition}`))[0].n;

describe('row counters (resource_row_counts)', () => {
  it('are installed on every ward-scoped resource table and agree with a count after the seed', async () => {
    expect(COUNTED).toEqual(expect.arrayContaining(['smart_devices', 'phonebook', 'villages', 'service_suggestions']));
    const triggers = await query<{ name: string }>(sql`
      select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname like 'resource_row_counts_%'`);
    expect(triggers.map((row) => row.name).sort()).toEqual([...COUNTED].sort());
    expect(await countersDrift()).toEqual([]);
  });

  it('follow writes of the API and of plain SQL: bulk insert, a move to another ward, deletes, a truncate', async () => {
    await insertDevices(units.ward1, 250);
    const created = await devices.create(tokens.admin, {
      name: 'Loa phường',
      type_id: await typeId(),
      ward_id: units.ward2,
    });
    expect(created.statusCode).toBe(200);
    expect(await countersDrift()).toEqual([]);
    await t.database.db.execute(
      sql`update smart_devices set ward_id = ${units.ward2} where ward_id = ${units.ward1} and name like 'Thiết bị nạp hàng loạt 1%'`,
    );
    await t.database.db.execute(sql`update smart_devices set supplier = 'VNPT' where ward_id = ${units.ward2}`);
    expect(await countersDrift()).toEqual([]);
    expect((await devices.remove(tokens.admin, created.json().data.entry.id)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from smart_devices where name like 'Thiết bị nạp hàng loạt 2%'`);
    expect(await countersDrift()).toEqual([]);
    // a truncate empties the counters; rolled back, so the demo data stays for the tests below
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`truncate smart_devices`);
        const [kept] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from resource_row_counts where table_name = 'smart_devices'`),
        );
        expect(kept.n).toBe(0);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await countersDrift()).toEqual([]);
  });

  it('are attached at boot to a table that lacks them, counting the rows it already holds, once', async () => {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      await t.database.db.execute(sql.raw(`drop trigger resource_row_counts_${event} on phonebook`));
    await t.database.db.execute(sql`update resource_row_counts set rows = rows + 7 where table_name = 'phonebook'`);
    await t.database.db.execute(
      sql`insert into phonebook (full_name, phone, ward_id) values ('Nguyễn Văn Bảo', '0912345678', ${units.ward1})`,
    );
    expect((await countersDrift()).length).toBeGreaterThan(0);
    expect(await installRowCounters(t.database.db, RESOURCE_TABLES)).toEqual(['phonebook']);
    expect(await installRowCounters(t.database.db, RESOURCE_TABLES)).toEqual([]);
    expect(await countersDrift()).toEqual([]);
  });
});

describe('list totals and pages', () => {
  const ward1 = () => sql`d.ward_id = ${units.ward1}`;
  // the demo data is two-level (no districts since 2025): a district officer works on their ward (core/scope.ts)
  const district =
    () => sql`d.ward_id in (select id from wards where district_id = (select district_id from wards where id = ${units.ward1}))
    or (d.ward_id = ${units.ward1} and (select district_id from wards where id = ${units.ward1}) is null)`;
  const province = () => sql`d.ward_id in (select id from wards where province_id = ${units.provinceId})`;

  it('answers for each level of unit the count of the rows it may see, filtered or not', async () => {
    await insertDevices(units.ward1, 45, 'Cảm biến mực nước');
    await insertDevices(units.foreignWard, 30);
    const cases: [string, string, ReturnType<typeof sql>][] = [
      ['admin', '', sql`true`],
      ['tinh', '', province()],
      ['huyen', '', district()],
      ['quantri1', '', ward1()],
      ['canbo1', '', ward1()],
      ['admin', `?province_id=${units.provinceId}`, province()],
      ['quantri1', '?keyword=mực nước', sql`${ward1()} and d.name like '%mực nước%'`],
      ['tinh', `?type_id=${await typeId()}`, sql`${province()} and d.type_id = ${await typeId()}`],
      ['admin', '?is_approved=false', sql`not d.is_approved`],
      // no district holds wards in two-level data: narrowed to one, the counters sum nothing
      ['admin', `?district_id=${units.ward1}`, sql`false`],
    ];
    for (const [who, filters, condition] of cases) {
      const response = await devices.list(tokens[who], `${filters}${filters ? '&' : '?'}length=20`);
      expect(response.statusCode, `${who} ${filters}: ${response.body}`).toBe(200);
      expect(response.json().data.total, `${who} ${filters}`).toBe(await countWhere(condition));
    }
  });

  it('reads an unfiltered total from the counters, not by counting (a counter set off by hand shows through)', async () => {
    const counted = await countWhere(ward1());
    const offBy = sql`update resource_row_counts set rows = rows + ${1000} where table_name = 'smart_devices' and ward_id = ${units.ward1}`;
    await t.database.db.execute(offBy);
    try {
      expect((await devices.list(tokens.quantri1)).json().data.total).toBe(counted + 1000);
      expect((await devices.list(tokens.quantri1, '?keyword=a')).json().data.total).toBe(
        await countWhere(sql`${ward1()} and search_text(d.name) like '%a%'`),
      );
    } finally {
      await t.database.db.execute(
        sql`update resource_row_counts set rows = rows - ${1000} where table_name = 'smart_devices' and ward_id = ${units.ward1}`,
      );
    }
  });

  it('pages through the rows in order, the total on a page past the end too', async () => {
    const total = await countWhere(ward1());
    const first = (await devices.list(tokens.quantri1, '?sort=name&order=asc&length=10')).json().data;
    const second = (await devices.list(tokens.quantri1, '?sort=name&order=asc&length=10&page=2')).json().data;
    const names = await query<{ name: string }>(
      sql`select name from smart_devices d where ${ward1()} order by name asc, id desc limit 20`,
    );
    expect([...first.entries, ...second.entries].map((row: { name: string }) => row.name)).toEqual(
      names.map((row) => row.name),
    );
    const past = (await devices.list(tokens.quantri1, `?length=10&page=${Math.ceil(total / 10) + 3}`)).json().data;
    expect(past).toEqual({ total, entries: [] });
  });

  it('leaves rich text out of a list row and gives it with the row read by id, typed as the API promises', async () => {
    const [row] = (await devices.list(tokens.admin, '?keyword=Cảm biến mực nước&length=1')).json().data.entries;
    expect(row).not.toHaveProperty('description');
    expect(row).not.toHaveProperty('total');
    expect(row).toMatchObject({ type_name: expect.any(String), ward_name: expect.any(String), is_approved: false });
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await devices.get(tokens.admin, row.id)).json().data.entry.description).toBe('<p>Mô tả dài</p>');
    const priced = await devices.create(tokens.admin, {
      name: 'Trạm quan trắc',
      type_id: await typeId(),
      ward_id: units.ward1,
      price: 12_500_000,
    });
    const [listed] = (await devices.list(tokens.admin, '?keyword=Trạm quan trắc')).json().data.entries;
    expect(listed).toMatchObject({ id: priced.json().data.entry.id, price: 12_500_000 });
  });
});
