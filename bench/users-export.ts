// npx tsx bench/users-export.ts [rows…]: stream the users export to a file and measure time and memory growth
// (run bench/seed-users.ts first). Each size runs in a fresh process so peaks do not mix.
import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeUsersXlsx } from '../apps/api/src/modules/users/user-export.ts';
import { openBenchDatabase } from './bench-database.ts';

const sizes = process.argv.slice(2).map(Number);
if (sizes.length > 1 || !process.env.BENCH_CHILD) {
  for (const size of sizes.length ? sizes : [100_000, 1_000_000]) {
    execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, String(size)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_CHILD: '1' },
    });
  }
  process.exit(0);
}

const rows = sizes[0];
const database = await openBenchDatabase();
const file = path.join(os.tmpdir(), `bench-users-${rows}.xlsx`);
global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const output = createWriteStream(file);
const done = new Promise<void>((resolve) => output.on('finish', () => resolve()));
// admin's view: every user, newest first, as many as asked
const written = await writeUsersXlsx(database.db, { level: 'all' }, {}, output, rows);
await done;
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const size = (await stat(file)).size;
console.log(
  `export ${written} users: ${seconds.toFixed(2)} s, file ${(size / 1e6).toFixed(1)} MB, ` +
    `peak RSS growth ${((peak - baseline) / 1e6).toFixed(0)} MB`,
);
await unlink(file);
await database.close();
