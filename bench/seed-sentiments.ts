// npx tsx bench/seed-sentiments.ts [count]: `count` (1,000,000) sentiments over the demo province's 99 wards in the
// bench database (kept: users stay), each made by one INSERT … SELECT FROM generate_series, plus their timeline (the
// overdue notices went to the notifications of issue 13 and are not made here). Item g (1 = newest) was sent g × 63 s ago, so 1,000,000 items span two years.
//
// Status mix, consistent with what the overdue job keeps true (an open item's deadline lies ahead):
//   newest 10 %  → open: 3 in 10 waiting (1), the others processing (2), deadline 1–30 days ahead
//   next 8 %     → overdue (5), half of them received, deadline 7 days after sending
//   the rest     → finished: 85 % processed (3), 15 % not processed (4), replied in 5 days;
//                  those older than 180 days are archived 30 days after sending, two in five of them
//   0.5 % of all → deleted
import { sql } from 'drizzle-orm';
import { openBenchDatabase, PROVINCE_ID } from './bench-database.ts';

const count = Number(process.argv[2] ?? 1_000_000);
const database = await openBenchDatabase();
const db = database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const timed = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return seconds;
};

await db.execute(
  sql`truncate sentiments, sentiment_events, sentiment_attachments, sentiment_evaluations restart identity cascade`,
);
const insertSeconds = await timed(`inserted ${count} sentiments`, () =>
  db.execute(sql`
    with w as (
      select array_agg(id order by id) as ids, array_agg(district_id order by id) as dids, count(*)::int as n
      from wards where province_id = ${PROVINCE_ID}
    ),
    r as (select coalesce(array_agg(id), '{}') as ids, count(*)::int as n from (select id from users where role_id = 7 order by id limit 10000) x),
    t as (select array['Đèn đường hỏng', 'Rác thải tồn đọng', 'Đường ngập nước khi mưa', 'Ô nhiễm tiếng ồn', 'Cống thoát nước bị tắc',
                       'Cây đổ chắn đường', 'Trạm y tế thiếu thuốc', 'Trường học xuống cấp', 'Sạt lở ven suối', 'Mất nước sinh hoạt'] as a),
    base as (
      select g, w.ids[1 + g % w.n] as ward_id, w.dids[1 + g % w.n] as district_id,
             now() - make_interval(secs => g * 63) as created_at,
             case when g <= ${count} / 10 then case when g % 10 < 3 then 1 else 2 end
                  when g <= ${count} * 18 / 100 then 5
                  when g % 100 < 85 then 3 else 4 end as status,
             t.a[1 + g % 10] as topic, r.ids, r.n
      from generate_series(1, ${count}) g, w, r, t
    )
    insert into sentiments (title, content, category_id, status, result_sentiment, active, content_reply, time_start, time_finish,
                            time_reply, province_id, district_id, ward_id, address, lat, lng, reporter_id, guest_name, guest_phone,
                            received_at, archived_at, deleted_at, created_at, updated_at)
    select topic || ' tại thôn ' || (1 + g % 12), 'Kính gửi UBND xã, người dân phản ánh: ' || lower(topic) || ' đã nhiều ngày, ảnh hưởng đến sinh hoạt của bà con. Đề nghị xã kiểm tra, xử lý.',
           1 + (g / 3) % 7, status, case when status in (3, 4) then status end, g % 5 <> 0,
           case when status in (3, 4) then '<p>Kính gửi Ông/Bà, UBND xã đã kiểm tra và xử lý nội dung phản ánh.</p>' end,
           case when status = 1 or (status = 5 and g % 2 = 0) then null else created_at + interval '1 day' end,
           case when status in (1, 2) then now() + make_interval(days => 1 + g % 30) else created_at + interval '7 days' end,
           case when status in (3, 4) then created_at + interval '5 days' end,
           ${PROVINCE_ID}, district_id, ward_id, 'Thôn ' || (1 + g % 12), 22.3 + (g % 1000) / 10000.0, 103.9 + (g % 997) / 10000.0,
           case when n > 0 and g % 10 < 7 then ids[1 + g % n] end,
           case when n = 0 or g % 10 >= 7 then 'Người dân ' || g % 1000 end,
           case when n = 0 or g % 10 >= 7 then '09' || lpad((g % 100000000)::text, 8, '0') end,
           case when status = 1 or (status = 5 and g % 2 = 0) then null else created_at + interval '1 day' end,
           case when status in (3, 4) and created_at < now() - interval '180 days' and g % 5 < 2 then created_at + interval '30 days' end,
           case when g % 200 = 0 then created_at + interval '2 days' end,
           created_at, created_at + interval '5 days'
    from base
    order by g desc`),
);

// the timeline: sent by everyone, received by most, finished or overdue for many — one INSERT … SELECT per action
const eventSeconds = await timed('timeline rows', async () => {
  await db.execute(sql`
    insert into sentiment_events (sentiment_id, actor_id, actor_name, action, from_status, to_status, changes, created_at)
    select id, reporter_id, coalesce(guest_name, 'Người dân'), 'submit', null, 1, '{}', created_at from sentiments`);
  await db.execute(sql`
    insert into sentiment_events (sentiment_id, actor_id, actor_name, action, from_status, to_status, changes, created_at)
    select id, null, 'Cán bộ xã', 'receive', 1, 2, jsonb_build_object('time_finish', jsonb_build_object('from', null, 'to', time_finish)), received_at
    from sentiments where received_at is not null`);
  await db.execute(sql`
    insert into sentiment_events (sentiment_id, actor_id, actor_name, action, from_status, to_status, changes, created_at)
    select id, null, case when status = 5 then 'Hệ thống' else 'Cán bộ xã' end,
           case when status = 5 then 'mark_overdue' else 'complete' end,
           case when received_at is null then 1 else 2 end, status, '{}', coalesce(time_reply, time_finish)
    from sentiments where status in (3, 4, 5)`);
});

await timed('vacuum analyze', () =>
  db.execute(
    sql`vacuum analyze sentiments, sentiment_events, sentiment_day_counts, sentiment_finish_counts, sentiment_cell_counts`,
  ),
);
const mix = rowsOf<{ status: number; n: number }>(
  await db.execute(sql`select status, count(*)::int as n from sentiments group by status order by status`),
);
const sizes = rowsOf<{ what: string; size: string }>(
  await db.execute(sql`select relname as what, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
                       where relname in ('sentiments', 'sentiment_events', 'sentiment_day_counts') order by relname`),
);
console.table(mix);
console.table(sizes);
console.log(`sentiments ${insertSeconds.toFixed(1)} s (their rollups included), timeline ${eventSeconds.toFixed(1)} s`);
await database.close();
