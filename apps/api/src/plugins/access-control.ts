import type { RequiredPermission, SessionUser } from '@console/shared/api-types';
import { defineAbilityFor, type AppAbility } from '@console/shared/permissions';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { loadUserBySession } from '../core/load-session-user.ts';
import { scopeOf, type UnitScope } from '../core/scope.ts';

/**
 * Who may call a route, declared in its options (`config.access`) and checked against the route the router matched,
 * never against the URL text: `/api/%61dmin/roles`, `http://x/api/admin/roles` and `//api/admin/roles/` all reach the
 * same declaration (docs/decisions.md "Access belongs to the route").
 * - 'public': anyone; a valid token, if sent, is read into request.auth (guest or signed-in submissions)
 * - 'account': any signed-in account, residents included (the citizen API under /api/web)
 * - 'staff': any signed-in account but a resident's (profile, logout: spec §6 "no permission metadata")
 * - {action, subject}: staff whose role grants it
 * - {link, permission?}: a signed download link made for this one purpose, sent as ?token= by the browser
 */
export type RouteAccess = 'public' | 'account' | 'staff' | RequiredPermission | DownloadLinkAccess;
export interface DownloadLinkAccess {
  link: string;
  permission?: RequiredPermission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: {
      user: SessionUser;
      sessionId: string;
      ability: AppAbility;
      scope: UnitScope;
      link?: { data: unknown };
    } | null;
  }
  interface FastifyInstance {
    /** every route with its declared access and schema, in registration order (route-walk and fuzz tests) */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: FastifySchema;
}

function isPermission(value: unknown): value is RequiredPermission {
  const access = value as Record<string, unknown> | null;
  return (
    !!access && typeof access === 'object' && typeof access.action === 'string' && typeof access.subject === 'string'
  );
}
function isLinkAccess(value: unknown): value is DownloadLinkAccess {
  const access = value as Record<string, unknown> | null;
  return (
    !!access &&
    typeof access === 'object' &&
    typeof access.link === 'string' &&
    (access.permission === undefined || isPermission(access.permission))
  );
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return value === 'public' || value === 'account' || value === 'staff' || isPermission(value) || isLinkAccess(value);
}

/** the session token of the Authorization header; anything else there is no token */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

// A role's permission set is one shared array per (role, version) (role-permissions-cache.ts), and an ability depends
// only on it and the role's field (super roles): one CASL ability per (set, field) instead of one built from ~130
// rules on every request.
const abilities = new WeakMap<object, Map<string, AppAbility>>();
function abilityOf(user: SessionUser): AppAbility {
  let byField = abilities.get(user.role.permissions);
  if (!byField) abilities.set(user.role.permissions, (byField = new Map()));
  let ability = byField.get(user.role.field);
  if (!ability) byField.set(user.role.field, (ability = defineAbilityFor(user)));
  return ability;
}

/** the account of a live session (also the realtime channel's handshake check) */
export async function sessionAuth(app: FastifyInstance, sessionId: string, userId: number) {
  const user = await loadUserBySession(app.db, sessionId, userId, app.config.SESSION_IDLE_MINUTES);
  if (!user) return null;
  return { user, sessionId, ability: abilityOf(user), scope: scopeOf(user) };
}

/** the account of a session token, or null (a download link's token is not a session token: tokens.ts) */
async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request);
  const claims = token ? await app.tokens.verify(token) : null;
  return claims ? sessionAuth(app, claims.sessionId, claims.userId) : null;
}

/** the account behind a download link made for `purpose`, with the data signed into it */
async function authenticateLink(app: FastifyInstance, request: FastifyRequest, purpose: string) {
  const token = (request.query as { token?: unknown } | undefined)?.token;
  const link = typeof token === 'string' ? await app.tokens.verifyLink(purpose, token) : null;
  const auth = link && (await sessionAuth(app, link.sessionId, link.userId));
  return auth ? { ...auth, link: { data: link.data } } : null;
}

export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

function requireStaff(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (auth.user.role.field === 'resident') throw new AppError('RESIDENT_FORBIDDEN');
  return auth;
}

function requirePermission(request: FastifyRequest, permission: RequiredPermission) {
  const { ability } = requireStaff(request);
  if (!ability.can(permission.action, permission.subject)) throw new AppError('FORBIDDEN');
}

/** deny by default: a route without a valid `config.access` does not boot, and every request is checked against it */
export const accessControlPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorate('declaredRoutes', []);

  // Checked once every plugin has added its routes (a wrapper such as `publicPlugin` sets the access of routes it
  // cannot give options to), so the app refuses to become ready, and the server to listen, with an undeclared route.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void registered.push(route));
  app.addHook('onReady', async () => {
    for (const route of registered) {
      const access = route.config?.access;
      if (!isRouteAccess(access)) {
        throw new Error(
          `${route.method} ${route.url} declares no access (config.access: 'public' | 'account' | 'staff' | {action, subject} | {link})`,
        );
      }
      for (const method of [route.method].flat())
        app.declaredRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
    registered.length = 0;
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      // only the not-found handler has no declaration; anything else is refused, never let through
      if (request.is404) return;
      throw new AppError('FORBIDDEN');
    }
    if (isLinkAccess(access)) {
      request.auth = await authenticateLink(app, request, access.link);
      if (access.permission) requirePermission(request, access.permission);
      else requireStaff(request);
      return;
    }
    request.auth = await authenticate(app, request);
    if (access === 'public') return;
    if (access === 'account') requireAuth(request);
    else if (access === 'staff') requireStaff(request);
    else if (isPermission(access)) requirePermission(request, access);
    // unreachable while the boot check holds; a declaration nobody understands is a refusal, never a pass
    else throw new AppError('FORBIDDEN');
  });
});

/** registers a plugin whose routes cannot carry options (API docs, static files) with every route of it public */
export function publicPlugin<Options extends object>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plugin, with the options it takes
  plugin: FastifyPluginAsync<Options> | FastifyPluginCallback<any>,
  options: Options,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    await scope.register(plugin as FastifyPluginAsync<Options>, options);
  };
}
