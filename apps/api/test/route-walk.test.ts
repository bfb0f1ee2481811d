import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema/index.ts';
import type { DeclaredRoute } from '../src/plugins/access-control.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * Every registered route, called as someone it must refuse, under every spelling of its path that an attacker might
 * try: none may answer data or change state (issue 9: `/api/%61dmin/roles` with no token listed and deleted roles).
 * Requests go over a real socket so that absolute-form targets and raw spellings reach the server untouched.
 */
let t: TestApp;
let port: number;
const tokens: Record<'resident' | 'bareStaff' | 'admin', string> = { resident: '', bareStaff: '', admin: '' };

beforeAll(async () => {
  // it listens (real HTTP for the odd spellings) but must see the database change only through its requests: no
  // background job may start its timer meanwhile (the file sweep's first run, a minute in, on a slow machine)
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' });
  // a staff member whose role grants nothing: every {action, subject} route must refuse them
  await t.database.db.insert(roles).values({ id: 900, field: 'bare_staff', name: 'Không có quyền', scope: 'ward' });
  await t.database.db.update(users).set({ roleId: 900 }).where(eq(users.username, 'chinhanh2'));
  [tokens.resident, tokens.bareStaff, tokens.admin] = await Promise.all([
    t.login('nguoidan1'),
    t.login('chinhanh2'),
    t.login('admin'),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** a concrete path for a route pattern: ids are a seeded row's, other params plausible values */
function concretePath(url: string) {
  return url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'token' ? 'a'.repeat(40) : /id$/i.test(name) ? '1' : 'x',
  );
}

/** the same route spelt differently: what the router decodes or normalises to it, and near misses it must not open */
function spellings(path: string): { target: string; reachesRoute: boolean }[] {
  const segments = path.split('/');
  // %-encode every letter of the second segment ('admin', 'web', 'files', 'auth'): the router decodes it back
  const encoded = segments
    .map((s, i) => (i === 2 ? s.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`) : s))
    .join('/');
  const mixedCase = segments
    .map((s, i) => (i === 2 ? s.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : s))
    .join('/');
  return [
    { target: path, reachesRoute: true },
    { target: encoded, reachesRoute: true },
    { target: mixedCase, reachesRoute: true },
    { target: `http://console.test${path}`, reachesRoute: true },
    { target: `http://evil.example:81${encoded}`, reachesRoute: true },
    { target: `/${path}`, reachesRoute: false },
    { target: path.replace('/api/', '/api//'), reachesRoute: false },
    { target: path.replace('/api/', '/api/./'), reachesRoute: false },
    { target: path.replace('/api/', '/api/x/../'), reachesRoute: false },
    { target: path.replace('/api/', '/api/%2e/'), reachesRoute: false },
    { target: `${path}/`, reachesRoute: false },
    { target: `${path}?`, reachesRoute: true },
    { target: `${path}%3Fx=1`, reachesRoute: false },
    { target: `${path};x=1`, reachesRoute: false },
  ];
}

function send(method: string, target: string, token?: string): Promise<{ status: number; body: string }> {
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(withBody ? { 'content-type': 'application/json', 'content-length': '2' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(withBody ? '{}' : undefined);
  });
}

/**
 * every user table's content, to prove that a refused request changed nothing — but the counters of requests
 * themselves (login failures, rate limits, the home statistics' traffic, which every node adds every 30 s)
 */
async function fingerprint() {
  const tables = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('login_failures', 'rate_limit_counters', 'request_counts', '__drizzle_migrations') order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    // a session's last-seen time moves with any request of the walk's callers, refused or not: it is not a change
    const rowText = name === 'sessions' ? sql`(t.id, t.revoked_at, t.expires_at)::text` : sql`t::text`;
    const [row] = rowsOf<{ h: string }>(
      await t.database.db.execute<{ h: string }>(
        sql`select md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as h from ${sql.identifier(name)} t`,
      ),
    );
    parts.push(`${name}:${row.h}`);
  }
  return parts.join('\n');
}
const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? (result as T[]);

type Caller = { name: string; token?: string; expected: number };
/** who must be refused by a route, and with which status */
function refusedCallers(route: DeclaredRoute): Caller[] {
  const { access } = route;
  const none = { name: 'no token', expected: 401 };
  const garbage = { name: 'bad token', token: 'not-a-token', expected: 401 };
  if (access === 'public') return [];
  if (access === 'account') return [none, garbage];
  const resident = { name: 'resident', token: tokens.resident, expected: 403 };
  if (access === 'staff') return [none, garbage, resident];
  if ('link' in access) {
    // a session token is not a download link, whoever holds it
    return [none, garbage, { name: 'admin session token as link', token: tokens.admin, expected: 401 }];
  }
  return [none, garbage, resident, { name: 'staff without the permission', token: tokens.bareStaff, expected: 403 }];
}

describe('every route, every spelling, every caller it must refuse', () => {
  it('answers the refusal envelope and changes nothing', { timeout: 240_000 }, async () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(80);
    const before = await fingerprint();
    const tried = { routes: 0, requests: 0 };
    const failures: string[] = [];
    for (const route of routes) {
      const callers = refusedCallers(route);
      if (callers.length === 0) continue;
      tried.routes++;
      const path = concretePath(route.url);
      for (const caller of callers) {
        for (const { target, reachesRoute } of spellings(path)) {
          // a link route reads its token from the query; the other callers send theirs as a header
          const isLink = typeof route.access === 'object' && 'link' in route.access;
          const linkTarget =
            isLink && caller.token ? `${target}${target.includes('?') ? '&' : '?'}token=${caller.token}` : target;
          const answer = await send(route.method, linkTarget, isLink ? undefined : caller.token).catch(
            (error: Error) => error,
          );
          if (answer instanceof Error) {
            failures.push(`${route.method} ${linkTarget.slice(0, 80)} as ${caller.name}: ${answer.message}`);
            continue;
          }
          const { status, body } = answer;
          tried.requests++;
          const where = `${route.method} ${linkTarget.slice(0, 80)} as ${caller.name}`;
          const allowed = reachesRoute ? [caller.expected] : [caller.expected, 400, 404];
          if (!allowed.includes(status)) failures.push(`${where}: ${status} ${body.slice(0, 120)}`);
          if (route.method !== 'HEAD' && status !== 0) {
            const parsed = safeJson(body);
            if (!parsed || parsed.code !== status || parsed.data !== null || typeof parsed.message !== 'string') {
              failures.push(`${where}: not the refusal envelope: ${body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toBe(before);
    // the numbers go into the closing note
    console.info(`route walk: ${tried.routes} guarded routes, ${tried.requests} refused requests`);
  });

  it('declares every route, with public ones only where nobody signs in', () => {
    const publicRoutes = t.app.declaredRoutes.filter(
      (r) => r.access === 'public' && !r.url.startsWith('/api/docs') && r.url.startsWith('/api/'),
    );
    expect(publicRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/auth/forgot-password/:token',
        'GET /api/files/:id/:name',
        'GET /api/health',
        // a load balancer's readiness probe (issue 21)
        'GET /api/ready',
        'HEAD /api/auth/forgot-password/:token',
        'HEAD /api/files/:id/:name',
        'HEAD /api/health',
        'HEAD /api/ready',
        'POST /api/auth/forgot-password/:token',
        'POST /api/auth/login',
        'POST /api/auth/reset-password',
        'POST /api/files',
        'POST /api/web/sentiments',
        // the resident app's reads of the areas that publish (active / approved rows, public fields), one POST
        ...[
          'agriculture-services',
          'albums',
          'article-categories',
          'categories',
          'articles',
          'config-banners',
          'excel-files',
          'explorations',
          'groups',
          'header-footer-configs',
          'header-images',
          'library-articles',
          'library-videos',
          'main-banners',
          'market-albums',
          'market-articles',
          'menus',
          'personal-products',
          'personal-stores',
          'phonebook',
          'rural-digital-services',
          'rural-networks',
          'second-banners',
          'service-wards/enterprise',
          'service-wards/official',
          'service-wards/rural',
          'smart-devices',
          'smart-solutions',
          'smart-travel-banners',
          'tags',
          'tourist-attractions',
          'union-organizations',
          'travel-accommodations',
          'travel-cuisines',
          'travel-introduce',
          'travel-local-specialties',
          'travel-posts',
          'travel-transports',
          'video-tutorials',
          'videos',
          'ward-banners/home',
          'ward-banners/market',
          'ward-banners/services',
          'ward-banners/travel',
          'websites',
        ].flatMap((name) => [
          `GET /api/web/${name}`,
          `HEAD /api/web/${name}`,
          `GET /api/web/${name}/:id`,
          `HEAD /api/web/${name}/:id`,
        ]),
        // a published spreadsheet's first sheet
        'GET /api/web/excel-files/:id/preview',
        'HEAD /api/web/excel-files/:id/preview',
        // a shown album's photos
        'GET /api/web/albums/:id/images',
        'HEAD /api/web/albums/:id/images',
        'GET /api/web/market-albums/:id/images',
        'HEAD /api/web/market-albums/:id/images',
        // a public group's news (a members-only group's answers its members only)
        'GET /api/web/groups/:id/news',
        'HEAD /api/web/groups/:id/news',
        'POST /api/web/service-suggestions',
        'POST /api/web/ward-contacts',
        // the opinion mailbox: a guest or anonymous letter, and its reply read back with the follow-up code
        'POST /api/web/opinion-mailbox',
        'GET /api/web/opinion-mailbox/:code',
        'HEAD /api/web/opinion-mailbox/:code',
        // the server's Web Push key, which an app needs before anyone signs in
        'GET /api/web/notifications/push-key',
        'HEAD /api/web/notifications/push-key',
        // one-row areas answer their row
        ...['contact', 'footer', 'logo'].flatMap((name) => [`GET /api/web/${name}`, `HEAD /api/web/${name}`]),
      ].sort(),
    );
    // every console route needs staff at least
    const adminRoutes = t.app.declaredRoutes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.filter((r) => r.access === 'public' || r.access === 'account')).toEqual([]);
  });
});

function safeJson(body: string): { code?: unknown; data?: unknown; message?: unknown } | null {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
