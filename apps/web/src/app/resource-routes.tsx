import type { RouteObject } from 'react-router';
import { resourceScreens } from '../crud/resource-screens';
import { screen } from './screen-route';

/** the list/create/edit routes of every resource in RESOURCES, with their permission metadata */
export function resourceRoutes(): RouteObject[] {
  return resourceScreens().map((entry) => screen(entry.path, entry.load, entry.permission));
}
