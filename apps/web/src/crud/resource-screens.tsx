import type { ComponentType } from 'react';
import type { RequiredPermission } from '@console/shared/api-types';
import type { Resource } from '@console/shared/resources/define-resource';
import { RESOURCES } from '@console/shared/resources/index-of-resources';

export interface ResourceScreen {
  path: string;
  permission: RequiredPermission;
  load: () => Promise<{ default: ComponentType }>;
}

/** list, create and edit screens of every resource: {path}, {path}/create, {path}/:id/edit */
export function resourceScreens(resources: readonly Resource[] = RESOURCES): ResourceScreen[] {
  return resources.flatMap((resource) => [
    {
      path: resource.path,
      permission: { action: 'list', subject: resource.subject },
      load: () =>
        import('./resource-list').then(({ ResourceList }) => ({
          default: () => <ResourceList resource={resource} />,
        })),
    },
    {
      path: `${resource.path}/create`,
      permission: { action: 'create', subject: resource.subject },
      load: () =>
        import('./resource-form').then(({ ResourceForm }) => ({
          default: () => <ResourceForm resource={resource} mode="create" />,
        })),
    },
    {
      path: `${resource.path}/:id/edit`,
      permission: { action: 'update', subject: resource.subject },
      load: () =>
        import('./resource-form').then(({ ResourceForm }) => ({
          default: () => <ResourceForm resource={resource} mode="edit" />,
        })),
    },
  ]);
}
