import '../helper.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { jobRuns } from '../../src/db/schema/index.ts';
import { claimJob, finishJob } from '../../src/lib/job-lease.ts';
import { runPeriodically, type PeriodicJob } from '../../src/lib/periodic-job.ts';
import { openTestDatabase } from '../helper.ts';

// Issue 21: a background job runs once across API nodes (its lease in job_runs), and the row says when and where it
// last ran. Two "nodes" here are two Fastify instances on one database, as two processes behind a balancer are.

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

const rowOf = async (name: string) => (await database.db.select().from(jobRuns).where(eq(jobRuns.name, name)))[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function node(id: string, job: PeriodicJob, backgroundJobs = true): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', { BACKGROUND_JOBS: backgroundJobs, NODE_ID: id } as never);
  app.decorate('db', database.db);
  runPeriodically(app, job);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

describe('a job across two nodes', () => {
  it('runs once a turn, on one node, and records when, where and how long', async () => {
    const ran: string[] = [];
    const job = (id: string): PeriodicJob => ({
      name: 'test-once',
      firstDelay: 0,
      interval: 60 * 60_000,
      run: async () => {
        ran.push(id);
        await sleep(50);
      },
    });
    const nodes = await Promise.all([node('node-a', job('node-a')), node('node-b', job('node-b'))]);
    await until(async () => (await rowOf('test-once'))?.status === 'ok');
    await sleep(300);
    await Promise.all(nodes.map((app) => app.close()));
    expect(ran).toHaveLength(1);
    const row = await rowOf('test-once');
    expect(row).toMatchObject({ node: ran[0], status: 'ok', runs: 1, failures: 0, lockedUntil: null, error: null });
    expect(row.durationMs).toBeGreaterThanOrEqual(40);
    // next due in about an hour, by the database's clock
    expect(row.nextRunAt.getTime() - row.finishedAt!.getTime()).toBeGreaterThan(59 * 60_000);
  });

  it('a job of every node runs on each, even on a node that runs no background job', async () => {
    const ran: string[] = [];
    const job = (id: string): PeriodicJob => ({
      name: 'test-every-node',
      firstDelay: 0,
      interval: 60 * 60_000,
      everyNode: true,
      run: async () => void ran.push(id),
    });
    const nodes = await Promise.all([node('node-a', job('node-a')), node('node-b', job('node-b'), false)]);
    await until(async () => ran.length === 2);
    await Promise.all(nodes.map((app) => app.close()));
    expect(ran.sort()).toEqual(['node-a', 'node-b']);
    expect(await rowOf('test-every-node')).toBeUndefined();
  });

  it('records a failure without the statement or its values, and runs again after the interval', async () => {
    const failing: PeriodicJob = {
      name: 'test-failing',
      firstDelay: 0,
      interval: 60 * 60_000,
      run: async () => {
        throw new Error('Failed query: select * from users where phone = $1\nparams: 0912345678');
      },
    };
    const app = await node('node-a', failing);
    await until(async () => (await rowOf('test-failing'))?.status === 'failed');
    await app.close();
    const row = await rowOf('test-failing');
    expect(row).toMatchObject({ status: 'failed', runs: 1, failures: 1, error: 'Lỗi truy vấn cơ sở dữ liệu' });
    expect(JSON.stringify(row)).not.toContain('0912345678');
  });
});

describe('the lease', () => {
  it('one node at a time; free again when due; taken over when its holder died', async () => {
    expect(await claimJob(database.db, 'test-lease', 'node-a')).toEqual({ claimed: true });
    const refused = await claimJob(database.db, 'test-lease', 'node-b');
    // held: look again when the lease ends (clamped to an hour)
    expect(refused).toMatchObject({ claimed: false });
    expect(!refused.claimed && refused.retryInMs).toBeGreaterThan(10 * 60_000);

    await finishJob(database.db, 'test-lease', 'node-a', { failed: false, nextInMs: 0 });
    expect(await claimJob(database.db, 'test-lease', 'node-b')).toEqual({ claimed: true });
    // node-a may not finish node-b's run
    await finishJob(database.db, 'test-lease', 'node-a', { failed: false, nextInMs: 0 });
    expect((await rowOf('test-lease')).status).toBe('running');

    // a node that dies mid-run: its short lease passes and another node takes the job
    await finishJob(database.db, 'test-lease', 'node-b', { failed: false, nextInMs: 0 });
    expect(await claimJob(database.db, 'test-lease', 'node-c', 1)).toEqual({ claimed: true });
    await sleep(10);
    expect(await claimJob(database.db, 'test-lease', 'node-d')).toEqual({ claimed: true });
    expect((await rowOf('test-lease')).node).toBe('node-d');
  });

  it('two nodes asking at once: exactly one gets it', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `test-race-${round}`;
      const claims = await Promise.all(['a', 'b', 'c'].map((id) => claimJob(database.db, name, id)));
      expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    }
  });
});
