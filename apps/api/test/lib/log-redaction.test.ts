import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { users } from '../../src/db/schema/index.ts';
import { errSerializer, redactUrl } from '../../src/lib/log-serializers.ts';
import { buildTestApp, openTestDatabase } from '../helper.ts';
import { memoryLog } from '../memory-log.ts';
import { TEST_ADMIN_PASSWORD, testConfig } from '../test-config.ts';

// what a failing statement carried as parameters: an argon2 hash, an address, a phone number, a name, a birth date
const SECRET = {
  username: 'tendangnhapbimat',
  hash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$bG9nZ2VkLWhhc2gtdmFsdWUtc2hvdWxkLW5vdA',
  email: 'bimat.khongduoclog@example.vn',
  phone: '0987654321',
  name: 'Nguyễn Văn Bímật',
  dob: '1987-06-05',
};
const BAD_DATE = 'ngay-sinh-bi-mat-19870605';

describe('the request and error logs of the app', () => {
  const log = memoryLog();
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-log-'));
    const config = testConfig({ DATA_DIR: dataDir });
    app = await buildApp({ config, database: opened.database, tokenSecret: config.TOKEN_SECRET!, logger: log.logger });
    // a real database failure whose statement carries personal data; the username is in PostgreSQL's detail too
    const account = {
      username: SECRET.username,
      passwordHash: SECRET.hash,
      roleId: 6,
      email: SECRET.email,
      phone: SECRET.phone,
      fullName: SECRET.name,
      dob: SECRET.dob,
    };
    await app.db.insert(users).values(account);
    app.get('/api/test/duplicate', { config: { access: 'public' } }, async () => {
      await app.db.insert(users).values(account);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs the forgot-password URL without its token', async () => {
    const token = randomBytes(32).toString('base64url');
    await app.inject({ method: 'GET', url: `/api/auth/forgot-password/${token}` });
    await app.inject({
      method: 'POST',
      url: `/api/auth/forgot-password/${token}?x=1`,
      payload: { password: 'DatLai@2026' },
    });
    expect(log.text()).toContain('/api/auth/forgot-password/[redacted]');
    expect(log.text()).not.toContain(token);
  });

  it('logs the users-export link without its token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    const session = login.json().data.token as string;
    const linked = await app.inject({
      method: 'GET',
      url: '/api/admin/export-users',
      headers: { authorization: `Bearer ${session}` },
    });
    const url = linked.json().data.url as string;
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // a value that is no JWT is redacted by its key
    await app.inject({ method: 'GET', url: '/api/files/users-export?token=khong-phai-jwt-bi-mat-123' });
    expect(log.text()).toContain('/api/files/users-export?token=[redacted]');
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('khong-phai-jwt-bi-mat-123');
    // the session token in the Authorization header was never logged either
    expect(log.text()).not.toContain(session);
  });

  it('logs a failing statement with its text and the database’s reason, never its parameters', async () => {
    const before = log.lines.length;
    expect((await app.inject({ method: 'GET', url: '/api/test/duplicate' })).statusCode).toBe(500);
    const written = log.lines.slice(before).join('');
    // still useful: which statement failed, and why
    expect(written).toContain('insert into \\"users\\"');
    expect(written).toContain('duplicate key value violates unique constraint');
    for (const value of [...Object.values(SECRET), 'argon2']) expect(written).not.toContain(value);
  });

  it('logs other database refusals without the refused values (not-null row, bad date)', async () => {
    const refusals = [
      app.db.insert(users).values({
        username: null as never,
        passwordHash: SECRET.hash,
        roleId: 6,
        email: SECRET.email,
        phone: SECRET.phone,
      }),
      app.db.execute(sql`select ${BAD_DATE}::date`),
    ];
    const before = log.lines.length;
    for (const refusal of refusals) {
      const error = await refusal.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(Error);
      app.log.error({ err: error }, 'refused');
    }
    const written = log.lines.slice(before).join('');
    expect(written).toContain('null value in column \\"username\\"');
    expect(written).toContain('invalid input syntax for type date');
    for (const value of [...Object.values(SECRET), BAD_DATE, 'argon2']) expect(written).not.toContain(value);
  });

  it('cleans an error logged bare, where pino takes the error’s message as the line’s message', async () => {
    const error = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET.email}`), {
      params: [SECRET.email],
    });
    const before = log.lines.length;
    app.log.error(error);
    app.log.error({ err: error });
    const written = log.lines.slice(before).join('');
    expect(written).toContain('Failed query: select $1');
    expect(written).not.toContain(SECRET.email);
  });
});

describe('Fastify’s own logger (no logger given to buildApp)', () => {
  it('has the redacting serializers', async () => {
    const t = await buildTestApp();
    try {
      const serializers = (t.app.log as unknown as Record<symbol, Record<string, (value: unknown) => unknown>>)[
        pino.symbols.serializersSym
      ];
      const request = {
        method: 'GET',
        url: '/api/auth/forgot-password/abcdefghijklmnop',
        headers: {},
        ip: '127.0.0.1',
      };
      expect(serializers.req(request)).toMatchObject({ url: '/api/auth/forgot-password/[redacted]' });
      const error = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET.phone}`), {
        params: [SECRET.phone],
      });
      expect(JSON.stringify(serializers.err(error))).not.toContain(SECRET.phone);
    } finally {
      await t.close();
    }
  });
});

describe('errSerializer', () => {
  const statement = 'insert into "users" ("email", "phone") values ($1, $2)';
  const reason = () =>
    Object.assign(new Error('boom'), { code: '23505', detail: `Key (email)=(${SECRET.email}) already exists.` });
  const drizzleError = () => new DrizzleQueryError(statement, [SECRET.email, SECRET.phone], reason());
  const serialized = (error: unknown) => JSON.stringify(errSerializer(error));

  it('keeps the statement and the reason, drops the parameters and the detail', () => {
    const text = serialized(drizzleError());
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('boom');
    expect(text).not.toContain(SECRET.email);
    expect(text).not.toContain(SECRET.phone);
  });

  it('cleans errors held by another: an AggregateError’s, a wrapper’s property, a copied message', () => {
    expect(serialized(new AggregateError([drizzleError()], 'several'))).not.toContain(SECRET.email);
    expect(serialized(Object.assign(new Error('wrapped'), { original: drizzleError() }))).not.toContain(SECRET.email);
    expect(serialized(new Error(`again: ${drizzleError().message}`))).not.toContain(SECRET.email);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/files/users-export?token=abc.def', '/api/files/users-export?token=[redacted]'],
    ['/x?page=2&access_token=abc&search=ha', '/x?page=2&access_token=[redacted]&search=ha'],
    ['/x?Password=hunter2', '/x?Password=[redacted]'],
    ['/x?client_secret=s3&api_key=k', '/x?client_secret=[redacted]&api_key=[redacted]'],
    ['/api/auth/forgot-password/t0k3n?a=1', '/api/auth/forgot-password/[redacted]?a=1'],
    ['/dl/eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl', '/dl/[redacted]'],
    ['/api/auth/forgot-password//t0k3n', '/api/auth/forgot-password//[redacted]'],
    ['/api/admin/users?search=nguyen&page=2', '/api/admin/users?search=nguyen&page=2'],
    // spellings the router decodes to the same handler or key
    ['/api/auth/forgot-%70assword/t0k3n', '/api/auth/forgot-password/[redacted]'],
    ['/api/files/users-export?%74oken=abc', '/api/files/users-export?token=[redacted]'],
    ['/x?%54%4F%4B%45%4E=abc&q=%C3%A1', '/x?TOKEN=[redacted]&q=%C3%A1'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the server’s logger (server.ts)', () => {
  it('writes no token of a request URL to standard output', { timeout: 120_000 }, async () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-log-server-'));
    const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        // the kernel picks a free port, read back from the 'Server listening at' line: no window for another process
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        OVERDUE_JOB_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const deadline = Date.now() + 90_000;
      let listening: RegExpExecArray | null = null;
      while (!(listening = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output))) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const base = listening[1];
      const resetToken = randomBytes(32).toString('base64url');
      const linkToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.' + randomBytes(16).toString('base64url');
      await fetch(`${base}/api/auth/forgot-password/${resetToken}`);
      await fetch(`${base}/api/files/users-export?token=${linkToken}`);
      server.kill('SIGTERM');
      await exited;
      expect(output).toContain('/api/auth/forgot-password/[redacted]');
      expect(output).toContain('/api/files/users-export?token=[redacted]');
      expect(output).not.toContain(resetToken);
      expect(output).not.toContain(linkToken);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
