import type { Resource } from '@console/shared/resources/define-resource';

/** the screens of a resource: {path}, {path}/create, {path}/{id}/edit (or the spec's /update), {path}/{id}/detail */
export function resourcePaths(resource: Pick<Resource, 'path' | 'editSegment'>) {
  return {
    list: resource.path,
    create: `${resource.path}/create`,
    edit: (id: number | string) => `${resource.path}/${id}/${resource.editSegment ?? 'edit'}`,
    detail: (id: number | string) => `${resource.path}/${id}/detail`,
  };
}
