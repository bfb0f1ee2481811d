// npx tsx bench/seed-users.ts [count]: a fresh bench database with `count` (1,000,000) users over the demo
// province's wards, made by one INSERT … SELECT from generate_series.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { countUsers, openBenchDatabase, PROVINCE_ID } from './bench-database.ts';

const count = Number(process.argv[2] ?? 1_000_000);
const database = await openBenchDatabase(true);
const passwordHash = await hash('Bench@2026');
const started = performance.now();
await database.db.execute(sql`
  with w as (
    select array_agg(id order by id) as ids, array_agg(district_id order by id) as dids, count(*)::int as n
    from wards where province_id = ${PROVINCE_ID}
  ),
  family as (select array['Nguyễn','Trần','Lê','Phạm','Hoàng','Vũ','Đặng','Bùi','Đỗ','Lò','Giàng','Vàng'] as a),
  given as (select array['Văn An','Thị Bình','Văn Cường','Thị Dung','Minh Đức','Thu Hà','Quốc Huy','Thị Lan','Văn Sáng','Seo Phử'] as a)
  insert into users (username, password_hash, role_id, province_id, district_id, ward_id, full_name, phone,
                     acc_status, is_active, created_at, updated_at)
  select 'dan' || g, ${passwordHash}, 7, ${PROVINCE_ID}, w.dids[1 + g % w.n], w.ids[1 + g % w.n],
         family.a[1 + g % 12] || ' ' || given.a[1 + (g / 12) % 10],
         '09' || lpad((g % 100000000)::text, 8, '0'), case when g % 3 = 0 then 3 else 1 end, g % 50 <> 0,
         now() - make_interval(secs => g), now()
  from generate_series(1, ${count}) as g, w, family, given`);
const seconds = (performance.now() - started) / 1000;
// a bulk load leaves the visibility map empty: vacuum so counts can use index-only scans
await database.db.execute(sql`vacuum analyze users`);
console.log(`inserted ${count} users in ${seconds.toFixed(1)} s; users now ${await countUsers(database)}`);
await database.close();
