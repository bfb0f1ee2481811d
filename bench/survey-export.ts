// The survey export's measurement (issue 14), a part of bench/survey.ts that also runs alone on a survey already
// seeded by it: `npx tsx bench/survey-export.ts <survey id> [runs]`. The API runs in a child process of its own
// (buildApp on the bench database) whose heap and RSS are sampled every 20 ms while another process downloads the
// export's link whole; sheet 2 read back must hold a header and one row per response.
// BENCH_PROFILE_DIR=/tmp/prof writes the exporting process's V8 CPU profile there.
import { execFile, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import yauzl from 'yauzl';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { createTokenService } from '../apps/api/src/core/tokens.ts';
import { BENCH_TOKEN_SECRET, benchUrl, openBenchDatabase } from './bench-database.ts';

const EXPORTER_PORT = 3953;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

export interface ExportRun {
  seconds: number;
  bytes: number;
  heapGrowth: number;
  rssGrowth: number;
  rows: number;
}

// the download runs in another process, so the sampled process holds only the server's side of it
const DOWNLOADER = `
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
const [url, file] = process.argv.slice(1);
const started = performance.now();
const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
console.log(JSON.stringify({ status: response.status, ms: performance.now() - started }));
`;

async function exportChild(surveyId: number, runs: number) {
  const database = await openBenchDatabase();
  const config = loadConfig({ DATABASE_URL: benchUrl(), LOG_LEVEL: 'warn', TOKEN_SECRET: BENCH_TOKEN_SECRET });
  const app = await buildApp({ config, database, tokenSecret: BENCH_TOKEN_SECRET });
  await app.listen({ port: EXPORTER_PORT, host: '127.0.0.1' });
  const client = new pg.Client({ connectionString: benchUrl() });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`select id from users where username = 'canbo1'`);
  await client.end();
  const token = await createTokenService(database.db, BENCH_TOKEN_SECRET, 24).issue(rows[0].id, {});
  const results: ExportRun[] = [];
  for (let run = 0; run < runs; run++) {
    const linked = await app.inject({
      method: 'GET',
      url: `/api/admin/surveys/${surveyId}/export`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (linked.statusCode !== 200) throw new Error(`export link: ${linked.statusCode} ${linked.body}`);
    const url = `http://127.0.0.1:${EXPORTER_PORT}${linked.json().data.url as string}`;
    const file = path.join(os.tmpdir(), `bench-survey-${process.pid}-${run}.xlsx`);
    global.gc?.();
    const baseline = process.memoryUsage();
    const peak = { heap: baseline.heapUsed, rss: baseline.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.heap = Math.max(peak.heap, now.heapUsed);
      peak.rss = Math.max(peak.rss, now.rss);
    }, 20);
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      DOWNLOADER,
      url,
      file,
    ]);
    clearInterval(sampler);
    const downloaded = JSON.parse(stdout) as { status: number; ms: number };
    if (downloaded.status !== 200) throw new Error(`export download answered ${downloaded.status}`);
    const { size } = await stat(file);
    results.push({
      seconds: downloaded.ms / 1000,
      bytes: size,
      heapGrowth: peak.heap - baseline.heapUsed,
      rssGrowth: peak.rss - baseline.rss,
      rows: await countSheetRows(file, 'xl/worksheets/sheet2.xml'),
    });
    rmSync(file, { force: true });
  }
  await app.close();
  await database.close();
  return results;
}

/** the rows of one sheet of a workbook file: `<row ` counted in the entry's XML as it is unzipped */
function countSheetRows(file: string, entryName: string) {
  return new Promise<number>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== entryName) return zip.readEntry();
        found = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          let count = 0;
          let tail = '';
          // latin1: '<row ' is ASCII and no byte of a multi-byte UTF-8 character is
          stream.on('data', (chunk: Buffer) => {
            const text = tail + chunk.toString('latin1');
            for (let at = text.indexOf('<row '); at !== -1; at = text.indexOf('<row ', at + 5)) count++;
            tail = text.slice(-4);
          });
          stream.on('end', () => {
            zip.close();
            resolve(count);
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => {
        if (!found) reject(new Error(`${entryName} not in ${file}`));
      });
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** `runs` exports of survey `surveyId` measured in a child process (this file, forked) */
export function measureExport(surveyId: number, runs: number) {
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  return new Promise<ExportRun[]>((resolve, reject) => {
    const child = fork(import.meta.filename, [], {
      execArgv: ['--import', 'tsx', '--expose-gc', ...profile],
      env: { ...process.env, BENCH_SURVEY_EXPORT: JSON.stringify({ surveyId, runs }) },
      stdio: 'inherit',
    });
    child.once('message', (message) => resolve(message as ExportRun[]));
    child.once('exit', (code) => (code ? reject(new Error(`the export process ended with ${code}`)) : undefined));
  });
}

/** the runs as a table: seconds, file size, rows of sheet 2, heap and RSS growth */
export function exportTable(runs: ExportRun[]) {
  return Object.fromEntries(
    runs.map((run, i) => [
      i === 0 ? 'run 1 (first after start)' : `run ${i + 1}`,
      {
        seconds: Math.round(run.seconds * 100) / 100,
        'file MB': mb(run.bytes),
        'sheet 2 rows': run.rows,
        'heap growth MB': mb(run.heapGrowth),
        'RSS growth MB': mb(run.rssGrowth),
      },
    ]),
  );
}

if (process.env.BENCH_SURVEY_EXPORT) {
  // the forked child: measure, report, leave
  const { surveyId, runs } = JSON.parse(process.env.BENCH_SURVEY_EXPORT) as { surveyId: number; runs: number };
  const results = await exportChild(surveyId, runs);
  process.send!(results, () => process.exit(0));
  await new Promise(() => undefined);
} else if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('survey-export.ts')) {
  const surveyId = Number(process.argv[2]);
  if (!Number.isInteger(surveyId)) throw new Error('usage: npx tsx bench/survey-export.ts <survey id> [runs]');
  console.table(exportTable(await measureExport(surveyId, Number(process.argv[3] ?? 2))));
  process.exit(0);
}
