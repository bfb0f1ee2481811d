import type { RequiredPermission, SessionUser } from '@console/shared/api-types';
import { defineAbilityFor, type AppAbility } from '@console/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { loadUserBySession } from '../modules/auth/load-session-user.ts';
import { scopeOf, type UnitScope } from '../modules/auth/scope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the {action, subject} a route needs; /api/admin routes without it are refused unless `anyStaff` */
    permission?: RequiredPermission;
    /** a console route every signed-in staff member may use (profile, logout: spec §6 "no permission metadata") */
    anyStaff?: boolean;
    /** an /api/web route open without signing in (guest submissions) */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: { user: SessionUser; sessionId: string; ability: AppAbility; scope: UnitScope } | null;
  }
}

const ADMIN_PREFIX = '/api/admin/';
// the citizen/app API: any signed-in account, residents included, unless a route says `public`
const WEB_PREFIX = '/api/web/';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : header;
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

/** the signed-in user, or null; used directly by routes outside /api/admin */
export async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await app.tokens.verify(token);
  if (!claims) return null;
  const user = await loadUserBySession(app.db, claims.sessionId, claims.userId);
  if (!user) return null;
  return { user, sessionId: claims.sessionId, ability: abilityOf(user), scope: scopeOf(user) };
}

export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** deny by default: every /api/admin route needs a signed-in staff member and its declared permission */
export const accessControlPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  // a console route that forgets to say who may use it does not boot
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const config = (route.config ?? {}) as { permission?: RequiredPermission; anyStaff?: boolean };
    if (!config.permission && !config.anyStaff) {
      throw new Error(`${route.method} ${route.url} declares no permission (config.permission or config.anyStaff)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(WEB_PREFIX)) {
      request.auth = await authenticate(app, request);
      if (!request.auth && !request.routeOptions.config.public) throw new AppError('UNAUTHENTICATED');
      return;
    }
    if (!request.url.startsWith(ADMIN_PREFIX)) return;
    request.auth = await authenticate(app, request);
    const { user, ability } = requireAuth(request);
    if (user.role.field === 'resident') throw new AppError('RESIDENT_FORBIDDEN');
    const config = request.routeOptions.config;
    if (config.permission) {
      if (!ability.can(config.permission.action, config.permission.subject)) throw new AppError('FORBIDDEN');
    } else if (!config.anyStaff) {
      throw new AppError('FORBIDDEN');
    }
  });
});
