// The baseline for any console request: bare Fastify + pg replaying the statements the console ran for it (recorded by
// bench/record-statements.ts), in the same waves — statements the console ran side by side run side by side here —
// without the framework around them (token, validation, permissions, envelope, zod serialisation). It compresses as
// the console does when asked (the same plugin: brotli 1, else gzip 1, answers of 1 KB and more), so a run with
// Accept-Encoding compares like with like; without Accept-Encoding neither side compresses.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { compressAnswersPlugin } from '../../apps/api/src/plugins/compress-answers.ts';
import { benchUrl } from '../bench-database.ts';
import type { RecordedRequest } from '../record-statements.ts';

const port = Number(process.argv[2]);
const routes = JSON.parse(readFileSync(process.argv[3], 'utf8')) as Record<string, RecordedRequest>;
const pool = new pg.Pool({ connectionString: benchUrl(), max: 20 });
// like Drizzle: timestamps stay text, rows come as arrays for the builder's queries
const asText = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (id: number, format?: string) =>
    asText.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text'),
};

const app = Fastify({ logger: false });
await app.register(compressAnswersPlugin);
for (const [path, request] of Object.entries(routes)) {
  app.get(path, async () => {
    let last: unknown[] = [];
    for (const wave of request.waves) {
      const results = await Promise.all(
        wave.map((q) =>
          pool.query({ name: q.name, text: q.text, values: q.values, rowMode: q.rowMode, types } as pg.QueryConfig),
        ),
      );
      last = results.map((r) => r.rows);
    }
    return { code: 200, message: 'Thành công', data: last };
  });
}
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => process.exit(0));
