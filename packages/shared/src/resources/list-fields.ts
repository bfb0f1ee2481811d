import { titleField, type Resource } from './define-resource.ts';

/**
 * Kinds whose values are too large for a list row: rich text (up to 100,000 characters) and attachments (up to 10
 * files). A list row leaves them out unless the list shows them as a column; the detail and edit screens read the
 * whole row by id (docs/decisions.md, "Resource list rows").
 */
export const HEAVY_KINDS: readonly string[] = ['richtext', 'attachments'];

/** the fields a list row carries */
export const listFieldsOf = (resource: Pick<Resource, 'fields' | 'list'>): string[] =>
  Object.entries(resource.fields)
    .filter(([name, def]) => !HEAVY_KINDS.includes(def.kind) || resource.list.columns.includes(name))
    .map(([name]) => name);

/**
 * The fields a staff list row carries: with `list.lean`, what the list's screens show — the columns of the list and
 * of its other places (`alsoAt`), the sortable fields, the title (a reference picker's label), the switches and the server's own fields
 * (the review's state and reason) and the ward; every field otherwise (`listFieldsOf`). The detail reads the rest.
 */
export function staffListFieldsOf(resource: Pick<Resource, 'fields' | 'list' | 'title' | 'toggles' | 'alsoAt'>) {
  const light = listFieldsOf(resource);
  if (!resource.list.lean) return light;
  const shown = new Set<string>([
    ...resource.list.columns,
    // the page's outer ORDER BY reads the sorted column from the inner page
    ...resource.list.sortable,
    ...(resource.alsoAt ?? []).flatMap((place) => place.columns ?? []),
    titleField(resource),
    ...Object.keys(resource.toggles ?? {}),
    'ward_id',
  ]);
  return light.filter((name) => shown.has(name) || resource.fields[name].serverOwned);
}
