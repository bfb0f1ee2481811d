import type { ComponentType } from 'react';
import type { RequiredPermission } from '@console/shared/api-types';
import { resourceViews, type Resource } from '@console/shared/resources/define-resource';
import { RESOURCES } from '../lib/resources';
import { resourcePaths } from './resource-paths';

export interface ResourceScreen {
  path: string;
  permission: RequiredPermission;
  load: () => Promise<{ default: ComponentType }>;
}

type ScreenLoader = () => Promise<{ default: ComponentType<{ resource: Resource }> }>;
type Override = Partial<Record<'list' | 'form' | 'detail' | 'singleton', ScreenLoader>>;

// issue 11: a feature may replace one screen of a resource (features/<area>/resource-overrides.ts exporting
// `overrides: { [resourceName]: { list?, form?, detail? } }`) and keep the engine's others
const overrideModules = import.meta.glob<{ overrides: Record<string, Override> }>(
  '../features/*/resource-overrides.ts',
  { eager: true },
);
const OVERRIDES: Record<string, Override> = Object.assign(
  {},
  ...Object.values(overrideModules).map((module) => module.overrides),
);

const engine = {
  singleton: () => import('./singleton-form').then((module) => ({ default: module.SingletonForm })),
  list: () => import('./resource-list').then((module) => ({ default: module.ResourceList })),
  form: () => import('./resource-form').then((module) => ({ default: module.ResourceForm })),
  detail: () => import('./resource-detail').then((module) => ({ default: module.ResourceDetail })),
};

function screenOf(resource: Resource, part: keyof typeof engine, props: Record<string, unknown> = {}) {
  const load: ScreenLoader = OVERRIDES[resource.name]?.[part] ?? (engine[part] as ScreenLoader);
  return () =>
    load().then(({ default: Screen }) => ({
      default: () => <Screen resource={resource} {...props} />,
    }));
}

/** list, create, edit and detail screens of every resource (of each of its views), each behind its permission */
export function resourceScreens(resources: readonly Resource[] = RESOURCES): ResourceScreen[] {
  return resources.flatMap(resourceViews).flatMap((resource) => {
    // a one-row area (the footer) is its form, at its path
    if (resource.singleton)
      return [
        {
          path: resource.path,
          permission: { action: resource.listAction ?? 'list', subject: resource.subject },
          load: screenOf(resource, 'singleton'),
        },
      ];
    const paths = resourcePaths(resource);
    const screens: ResourceScreen[] = [
      {
        path: paths.list,
        permission: { action: resource.listAction ?? 'list', subject: resource.subject },
        load: screenOf(resource, 'list'),
      },
      {
        path: paths.detail(':id'),
        permission: { action: 'read', subject: resource.subject },
        load: screenOf(resource, 'detail'),
      },
      {
        path: paths.edit(':id'),
        permission: { action: 'update', subject: resource.subject },
        load: screenOf(resource, 'form', { mode: 'edit' }),
      },
    ];
    if (resource.creatable !== false)
      screens.push({
        path: paths.create,
        permission: { action: 'create', subject: resource.subject },
        load: screenOf(resource, 'form', { mode: 'create' }),
      });
    return screens;
  });
}
