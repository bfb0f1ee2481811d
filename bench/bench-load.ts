// What the list benches share: the machine's load, the servers forked under test, autocannon's summary, and EXPLAIN
// ANALYZE of a recorded statement (custom and generic plans).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchUrl } from './bench-database.ts';
import type { RecordedRequest, RecordedStatement } from './record-statements.ts';

/** the 1, 5 and 15 minute load averages: other sessions share the cores, so each result carries them */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** a server of bench/servers/ in its own process, once it says it listens */
export function startServer(script: string, args: string[]) {
  // BENCH_PROFILE_DIR=/tmp/prof writes a V8 CPU profile of each server, to see where a request's time goes
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = fork(path.join(import.meta.dirname, 'servers', script), args, {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: 'inherit',
  });
  return new Promise<typeof child>((resolve) => child.once('message', () => resolve(child)));
}

/** a demo account's token from a running console at `base` (http://127.0.0.1:port) */
export async function signIn(base: string, username = 'canbo1') {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@2026' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** autocannon on one URL: requests per second, latency (ms) and what went wrong (503s counted apart) */
export async function loadUrl(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
  { manyAddresses = false } = {},
) {
  // many phones, each from its own address (X-Forwarded-For behind a proxy): a resident's public read counts to
  // their address's limit, not to one shared by the whole bench
  let next = 0;
  const requests = manyAddresses
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            next = (next + 1) % 16_000_000;
            const address = `10.${next >> 16}.${(next >> 8) & 255}.${next & 255}`;
            return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } } as autocannon.Request;
          },
        },
      ]
    : undefined;
  const result = await autocannon({ url, connections, duration, headers, requests });
  const busy = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['503']?.count ?? 0;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    '2xx': result['2xx'],
    '503': busy,
    errors: result.errors + result.non2xx - busy,
    timeouts: result.timeouts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timesOf = (plan: string) => ({
  planning: Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN),
  execution: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN),
});

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, five times as sent and five times as the generic plan a named statement
 *  runs after its fifth execution; the last plans and the median times (ms) */
async function explainStatement(client: pg.Client, statement: RecordedStatement) {
  const planOf = async (text: string, values?: unknown[]) =>
    (await client.query<{ 'QUERY PLAN': string }>(text, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
  const custom: string[] = [];
  for (let i = 0; i < 5; i++)
    custom.push(await planOf(`explain (analyze, buffers) ${statement.text}`, statement.values));
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare bench_generic as ${statement.text}`);
  const literal = (v: unknown) => (v === null || v === undefined ? 'null' : client.escapeLiteral(String(v)));
  const args = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
  const generic: string[] = [];
  for (let i = 0; i < 5; i++) generic.push(await planOf(`explain (analyze, buffers) execute bench_generic${args}`));
  await client.query('deallocate bench_generic');
  await client.query('reset plan_cache_mode');
  return {
    customPlan: custom.at(-1)!,
    genericPlan: generic.at(-1)!,
    custom: {
      planning: median(custom.map((p) => timesOf(p).planning)),
      execution: median(custom.map((p) => timesOf(p).execution)),
    },
    generic: { execution: median(generic.map((p) => timesOf(p).execution)) },
  };
}

/** EXPLAIN ANALYZE of every recorded statement: the plans of those `show` picks, then a table of the SQL times */
export async function explainRecorded(
  recorded: Record<string, RecordedRequest>,
  show: (statement: RecordedStatement, wave: number, request: RecordedRequest) => boolean,
) {
  const client = new pg.Client({ connectionString: benchUrl() });
  await client.connect();
  const sqlTimes: Record<string, object> = {};
  for (const [name, request] of Object.entries(recorded)) {
    for (const [w, wave] of request.waves.entries()) {
      for (const [s, statement] of wave.entries()) {
        const label = `${name} ${w + 1}.${s + 1}`;
        const result = await explainStatement(client, statement);
        sqlTimes[label] = {
          sql: statement.text.replace(/\s+/g, ' ').slice(0, 90),
          planning: result.custom.planning,
          execution: result.custom.execution,
          generic: result.generic.execution,
        };
        if (show(statement, w, request)) {
          console.log(
            `\n--- ${label}: ${statement.text.replace(/\s+/g, ' ')}\n    values ${JSON.stringify(statement.values)}`,
          );
          console.log(result.customPlan);
          if (result.genericPlan.split('\n')[0] !== result.customPlan.split('\n')[0])
            console.log(`--- generic plan:\n${result.genericPlan}`);
        }
      }
    }
  }
  await client.end();
  console.log('\nSQL time (ms, median of 5; "generic" = the plan of a named statement after five runs):');
  console.table(sqlTimes);
}
