import type { RouteObject } from 'react-router';
import { resourceScreens } from '../crud/resource-screens';
import { FEATURES } from './features';
import { screen } from './screen-route';
import { behindWardCheck } from './ward-service-gate';

/**
 * The screens found rather than listed (issue 11): the hand-written areas' (features/<area>/screens.tsx) and every
 * resource's list/create/edit/detail, with their permission metadata, as children of /admin. They join the route
 * table on the first navigation under /admin, so the login page downloads neither the definitions (zod) nor the
 * areas' menu icons.
 */
export function resourceRoutes(): RouteObject[] {
  const features = FEATURES.flatMap((feature) =>
    feature.screens.map((entry) =>
      screen(entry.path.replace(/^\/admin\//, ''), behindWardCheck(entry.load, entry.service), entry.access ?? null),
    ),
  );
  return [...features, ...resourceScreens().map((entry) => screen(entry.path, entry.load, entry.permission))];
}
