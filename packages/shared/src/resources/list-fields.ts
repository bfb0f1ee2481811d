import type { Resource } from './define-resource.ts';

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
