// npx tsx bench/request-allocations.ts [area]: the bytes one list request of the console allocates, by the function
// that allocates them, from V8's sampling heap profiler over BENCH_REQUESTS (10,000) requests at 50 connections —
// garbage included, which is what garbage collection costs. Run bench/seed-resources.ts <area> first.
import autocannon from 'autocannon';
import type inspector from 'node:inspector';
import { signIn, startServer } from './bench-load.ts';

const AREA = process.argv[2] ?? 'articles';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const TOP = Number(process.env.BENCH_TOP ?? 30);
type Node = inspector.HeapProfiler.SamplingHeapProfileNode;

const server = await startServer('allocation-sampler.ts', ['3951']);
const token = await signIn('http://127.0.0.1:3951');
const load = (amount: number) =>
  autocannon({
    url: `http://127.0.0.1:3951/api/admin/${AREA}?length=20`,
    connections: 50,
    amount,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
await load(5_000); // JIT and generic plans first
server.send('start');
await load(REQUESTS);
const stopped = new Promise<{ profile: inspector.HeapProfiler.SamplingHeapProfile }>((resolve) =>
  server.once('message', resolve as never),
);
server.send('stop');
const { profile } = await stopped;
server.kill('SIGINT');

const bytes = new Map<string, number>();
let total = 0;
const visit = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/apps\//, 'apps/')}:${lineNumber}`;
  bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
  total += node.selfSize;
  node.children.forEach(visit);
};
visit(profile.head);
console.log(
  `${AREA}: ${Math.round(total / REQUESTS)} bytes allocated a request; the largest allocators (bytes a request):`,
);
for (const [key, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, TOP))
  console.log(String(Math.round(size / REQUESTS)).padStart(8), key);
process.exit(0);
