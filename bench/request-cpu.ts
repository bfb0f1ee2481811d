// npx tsx bench/request-cpu.ts [area]: the CPU time one list request costs the console's process and the bare
// replay's (bench/servers/replay-server.ts), from /proc/<pid>/stat around BENCH_REQUESTS (20,000) requests at
// BENCH_CONNECTIONS (50). On a shared 2-core machine the throughput ratio of bench/resource-list.ts moves with
// whatever else runs; the CPU a request costs each process moves much less, and says where the gap is.
// Run bench/seed-resources.ts <area> first.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openBenchDatabase } from './bench-database.ts';
import { signIn, startServer } from './bench-load.ts';
import { recordConsole } from './record-console.ts';

const AREA = process.argv[2] ?? 'articles';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIST = `/api/admin/${AREA}?length=20`;
const TICK_MS = 10; // USER_HZ 100 on Linux

/** user and system CPU of a process so far, in ms */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
}

/** CPU of the process's main thread (the JavaScript thread has the process's id) so far, in ms */
function mainThreadMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

const database = await openBenchDatabase();
const { '/list': recorded } = await recordConsole(database, { '/list': LIST });
await database.close();
const statementsFile = path.join(os.tmpdir(), `bench-request-cpu-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify({ '/list': recorded }));
const consoleServer = await startServer('console-server.ts', ['3931']);
const bareServer = await startServer('replay-server.ts', ['3932', statementsFile]);
const token = await signIn('http://127.0.0.1:3931');
const encoding = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br' };
const sides = [
  {
    side: 'console',
    pid: consoleServer.pid!,
    url: `http://127.0.0.1:3931${LIST}`,
    headers: { authorization: `Bearer ${token}`, ...encoding },
  },
  { side: 'bare', pid: bareServer.pid!, url: 'http://127.0.0.1:3932/list', headers: encoding },
];
const load = (url: string, headers: Record<string, string>, amount: number) =>
  autocannon({ url, connections: CONNECTIONS, amount, headers });

for (const { url, headers } of sides) await load(url, headers, 5_000); // JIT and generic plans
const rows: Record<string, object> = {};
const perRequest = { console: 0, bare: 0 };
for (let round = 1; round <= ROUNDS; round++) {
  for (const { side, pid, url, headers } of sides) {
    const before = cpuMs(pid);
    const mainBefore = mainThreadMs(pid);
    const result = await load(url, headers, REQUESTS);
    const after = cpuMs(pid);
    const ms = after.user + after.system - before.user - before.system;
    const us = (1000 * ms) / result['2xx'];
    const per = (value: number) => Math.round((1000 * value) / result['2xx']);
    perRequest[side as 'console' | 'bare'] += us / ROUNDS;
    rows[`${side} ${round}`] = {
      '2xx': result['2xx'],
      rps: Math.round(result.requests.average),
      'µs / request': Math.round(us),
      'user µs': per(after.user - before.user),
      'system µs': per(after.system - before.system),
      // the rest runs on V8's and libuv's helper threads (concurrent marking, parallel scavenges, the zlib pool)
      'main thread µs': per(mainThreadMs(pid) - mainBefore),
    };
  }
}
consoleServer.kill('SIGINT');
bareServer.kill('SIGINT');
rmSync(statementsFile, { force: true });
console.table(rows);
console.log(
  `CPU per request: console ${perRequest.console.toFixed(0)} µs, bare ${perRequest.bare.toFixed(0)} µs ` +
    `(console ${(perRequest.console / perRequest.bare).toFixed(2)}× bare)`,
);
process.exit(0);
