// npx tsx bench/public-article.ts: the resident app's public article page (GET /api/web/articles/{id}) on the
// embedded default (PGlite, a temporary DATA_DIR with the demo data), BENCH_CONNECTIONS (50) connections for
// BENCH_SECONDS (10) each, asking for brotli as a phone does: a first read, then readers holding the page's ETag
// (If-None-Match → 304); against bare Fastify answering the same body from memory, same compression, same run.
// Target (issue 12): ≥ 3,000 req/s with compression.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { PGLITE_BASE, startPgliteConsole, stopConsole } from './pglite-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = 3_000;
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-article-'));
const child = await startPgliteConsole(dataDir);
const rows: Record<string, object> = {};
try {
  // an article of a realistic length (~8 KB: a heading, twenty paragraphs), approved and published by the ward's
  // administrator — the demo ones are too short to be compressed at all
  const staff = {
    authorization: `Bearer ${await signIn(PGLITE_BASE, 'quantri1')}`,
    'content-type': 'application/json',
  };
  const [category] = (
    (await (await fetch(`${PGLITE_BASE}/api/admin/article-categories`, { headers: staff })).json()) as {
      data: { entries: { id: number }[] };
    }
  ).data.entries;
  const paragraph =
    '<p>Sáng nay, Ủy ban nhân dân xã phối hợp với các thôn tổ chức ra quân làm đường giao thông nông thôn, ' +
    'nạo vét kênh mương nội đồng và thu gom rác thải dọc các tuyến đường liên thôn, liên xã.</p>';
  const created = await fetch(`${PGLITE_BASE}/api/admin/articles`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      title: 'Toàn xã ra quân xây dựng nông thôn mới kiểu mẫu',
      summary: 'Hơn 500 người dân tham gia.',
      content: `<h2>Ngày hội toàn dân</h2>${paragraph.repeat(20)}`,
      category_id: category.id,
      ward_id: (
        (await (await fetch(`${PGLITE_BASE}/api/admin/profile`, { headers: staff })).json()) as {
          data: { entry: { ward_id: number } };
        }
      ).data.entry.ward_id,
      is_approved: true,
      is_published: true,
    }),
  });
  const first = ((await created.json()) as { data: { entry: { id: number } } }).data.entry;
  const url = `${PGLITE_BASE}/api/web/articles/${first.id}`;
  const page = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const etag = page.headers.get('etag')!;
  const bodyFile = path.join(dataDir, 'page.json');
  writeFileSync(bodyFile, await page.text());
  const bare = await startServer('static-page-server.ts', ['3923', bodyFile]);
  try {
    const compressed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    console.log(`article ${first.id}: ${compressed.headers.get('content-encoding')}, etag ${etag}`);
    await loadUrl(url, CONNECTIONS, 3, BROTLI); // warm-up
    for (const [name, target, headers] of [
      ['console, first read', url, BROTLI],
      ['console, reader holding the ETag (304)', url, { ...BROTLI, 'if-none-match': etag }],
      ['bare, the same body from memory', 'http://127.0.0.1:3923/page', BROTLI],
    ] as const) {
      const before = loadAverage();
      const r = await loadUrl(target, CONNECTIONS, SECONDS, headers);
      rows[name] = {
        'req/s': r.rps,
        p50: r.p50,
        p99: r.p99,
        max: r.max,
        '2xx': r['2xx'],
        'other answers': r.errors,
        'load before': before,
      };
    }
  } finally {
    bare.kill('SIGINT');
  }
} finally {
  await stopConsole(child);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nGET /api/web/articles/{id}, ${CONNECTIONS} connections, ${SECONDS} s each (latency ms):`);
console.table(rows);
const rps = (rows['console, first read'] as { 'req/s': number })['req/s'];
console.log(`console req/s ${rps} (target ≥ ${TARGET}: ${rps >= TARGET ? 'met' : 'NOT met'})`);
process.exit(0);
