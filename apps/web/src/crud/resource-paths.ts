import type { Resource } from '@console/shared/resources/define-resource';

/** the screens of a resource: {path}, {path}/create, {path}/{id}/edit (or the spec's /update), {path}/{id}/detail —
 *  or the detail and edit routes the definition names (the market's 'detail/{id}') */
export function resourcePaths(resource: Pick<Resource, 'path' | 'editSegment' | 'detailPath' | 'editPath'>) {
  const at = (pattern: string | undefined, id: number | string, fallback: string) =>
    pattern ? pattern.replace('{id}', String(id)) : fallback;
  return {
    list: resource.path,
    create: `${resource.path}/create`,
    edit: (id: number | string) =>
      at(resource.editPath, id, `${resource.path}/${id}/${resource.editSegment ?? 'edit'}`),
    detail: (id: number | string) => at(resource.detailPath, id, `${resource.path}/${id}/detail`),
  };
}
