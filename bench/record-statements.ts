// Records the SQL the real API runs for one request (in-process, through app.inject), so a baseline can replay exactly
// those statements and EXPLAIN ANALYZE can look at them — whatever the route's code looks like today.
import pg from 'pg';
import type { FastifyInstance } from 'fastify';

export interface RecordedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
}
export interface RecordedRequest {
  url: string;
  status: number;
  /** statements issued while others were still running belong to the same wave */
  waves: RecordedStatement[][];
}

type Timed = RecordedStatement & { issued: number; done: number };
let recording: Timed[] | null = null;

// every pool query ends in Client.prototype.query(config, values, callback) (pg-pool passes a callback)
type QueryFn = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;
const original = pg.Client.prototype.query as unknown as QueryFn;
const patched: QueryFn = function (config, values, callback) {
  const log = recording;
  if (!log) return original.call(this, config, values, callback);
  const c = (typeof config === 'string' ? { text: config } : config) as {
    name?: string;
    text: string;
    values?: unknown[];
    rowMode?: 'array';
  };
  const statement: Timed = {
    name: c.name,
    text: c.text,
    values: c.values ?? (Array.isArray(values) ? values : []),
    rowMode: c.rowMode,
    issued: performance.now(),
    done: Infinity,
  };
  log.push(statement);
  if (typeof callback === 'function') {
    return original.call(this, config, values, (...args: unknown[]) => {
      statement.done = performance.now();
      (callback as (...a: unknown[]) => void)(...args);
    });
  }
  const result = original.call(this, config, values) as Promise<unknown>;
  return result.finally(() => (statement.done = performance.now()));
};
(pg.Client.prototype as unknown as { query: QueryFn }).query = patched;

function toWaves(statements: Timed[]): RecordedStatement[][] {
  const waves: Timed[][] = [];
  for (const statement of [...statements].sort((a, b) => a.issued - b.issued)) {
    const current = waves.at(-1);
    if (current && statement.issued < Math.max(...current.map((s) => s.done))) current.push(statement);
    else waves.push([statement]);
  }
  return waves.map((wave) =>
    wave.map(({ issued: _i, done: _d, ...statement }) => JSON.parse(JSON.stringify(statement)) as RecordedStatement),
  );
}

/** the statements of one GET (run once before, so caches the route fills on a first call are warm) */
export async function recordRequest(app: FastifyInstance, url: string, token: string): Promise<RecordedRequest> {
  const headers = { authorization: `Bearer ${token}` };
  await app.inject({ method: 'GET', url, headers });
  recording = [];
  try {
    const response = await app.inject({ method: 'GET', url, headers });
    return { url, status: response.statusCode, waves: toWaves(recording) };
  } finally {
    recording = null;
  }
}
