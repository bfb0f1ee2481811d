import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadChunk } from '../lib/chunk-load';
import { GlobalLoading } from '../lib/global-loading';
import { clearSession } from '../lib/session';
import { dropPushSubscription } from '../lib/web-push';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { LOGIN_PATH } from './route-guard';
import { lazyComponent, screen } from './screen-route';

const ADMIN_ROUTE_ID = 'admin';
const ANTD_SHELL_ROUTE_ID = 'antd-shell';

const errorScreen = (kind: 'NotFoundPage' | 'ForbiddenPage' | 'ServerErrorPage' | 'MaintenancePage') => () =>
  import('../features/errors/routes/error-page').then((module) => ({ default: module[kind] }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    hydrateFallbackElement: <GlobalLoading />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/admin/home'), element: null },
      // the login page is drawn without antd (the first download of every visit); the rest sits in the antd shell
      screen('auth/login', () => import('../features/auth/routes/login-page'), 'public'),
      {
        id: ANTD_SHELL_ROUTE_ID,
        lazy: lazyComponent(() => import('./antd-shell')),
        errorElement: <RouteError />,
        children: [
          {
            path: 'auth',
            children: [
              { index: true, loader: () => redirect(LOGIN_PATH), element: null },
              screen('forget-password', () => import('../features/auth/routes/forget-password-page'), 'public'),
              screen('check-email', () => import('../features/auth/routes/check-email-page'), 'public'),
              screen('reset-password', () => import('../features/auth/routes/reset-password-page'), 'public'),
            ],
          },
          {
            id: ADMIN_ROUTE_ID,
            path: 'admin',
            lazy: lazyComponent(() => import('./layout/admin-layout')),
            errorElement: <RouteError />,
            children: [
              { index: true, loader: () => redirect('/admin/home'), element: null },
              screen('home', () => import('../features/home/routes/home-page')),
              screen('profile', () => import('../features/profile/routes/profile-detail-page')),
              screen('profile/update', () => import('../features/profile/routes/profile-update-page')),
              screen('profile/change-password', () => import('../features/profile/routes/change-password-page')),
              screen('maintenance', errorScreen('MaintenancePage')),
              screen('errors/403', errorScreen('ForbiddenPage')),
            ],
          },
          {
            path: 'error',
            children: [
              screen('', errorScreen('MaintenancePage'), 'public'),
              screen('404', errorScreen('NotFoundPage'), 'public'),
              screen('403', errorScreen('ForbiddenPage'), 'public'),
              screen('500', errorScreen('ServerErrorPage'), 'public'),
              screen('maintenance', errorScreen('MaintenancePage'), 'public'),
            ],
          },
        ],
      },
      // spec §2: unknown paths go to /error, the maintenance page by default
      { path: '*', loader: () => redirect('/error'), element: null },
    ],
  },
];

let resourceRoutesAdded = false;

export const router = createBrowserRouter(routes, {
  // resource screens come from the shared definitions, which carry their zod schemas: they join the route table on
  // the first navigation under /admin, so the login page never downloads zod
  async patchRoutesOnNavigation({ path, patch }) {
    if (resourceRoutesAdded || !path.startsWith('/admin/')) return;
    const { resourceRoutes } = await loadChunk(() => import('./resource-routes'));
    if (resourceRoutesAdded) return;
    patch(ADMIN_ROUTE_ID, resourceRoutes());
    resourceRoutesAdded = true;
  },
});

// spec §8: a 401 from any request clears the session and goes to login, unless already there
setUnauthorizedHandler(() => {
  clearSession();
  // the session ended: this browser stops showing the person's notices (the server learns it from the push service)
  void dropPushSubscription().catch(() => undefined);
  if (router.state.location.pathname !== LOGIN_PATH) void router.navigate(LOGIN_PATH, { replace: true });
});
