// The baseline: bare Fastify + pg running the very SQL the console runs for the list (given as JSON in argv):
// session check, page and count — without the framework around them (token, validation, permissions, envelope).
import Fastify from 'fastify';
import pg from 'pg';
import { benchUrl } from '../bench-database.ts';

const port = Number(process.argv[2]);
type Statement = { name?: string; sql: string; params: unknown[] };
const queries = JSON.parse(process.argv[3]) as { session: Statement; list: Statement; count: Statement };
const pool = new pg.Pool({ connectionString: benchUrl(), max: 20 });
const app = Fastify({ logger: false });
app.get('/users', async () => {
  await pool.query(queries.session.sql, queries.session.params);
  const [rows, count] = await Promise.all([
    pool.query({ name: queries.list.name, text: queries.list.sql, values: queries.list.params }),
    pool.query({ name: queries.count.name, text: queries.count.sql, values: queries.count.params }),
  ]);
  return { code: 200, message: 'Thành công', data: { total: count.rows[0].total, entries: rows.rows } };
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => process.exit(0));
