import type { FieldDefs } from '../validation/field-defs.ts';

/**
 * Rows that belong to one row of a resource and are kept in order (an album's photos, issue 12): their own table with
 * the parent's id and a position, written under the parent's permission (read, update) and scope. The API is
 * /api/admin/{name}/{id}/{children.name}: GET the list in order, POST several at once (appended), PATCH and DELETE
 * one by its id, PUT …/order with every id in the new order, PUT …/{childId}/cover to make one the parent's cover.
 */
export interface ChildList {
  /** the URL segment under the parent row and the key of the rows in a demo or a public answer: 'images' */
  name: string;
  /** its table: a column `parent_id` (cascading delete), `position`, one per field, `created_at`/`created_by` */
  table: string;
  /** lower-case noun of one child, for messages: 'ảnh' */
  label: string;
  fields: FieldDefs;
  /** the most children one row may hold ('Album chỉ chứa tối đa 200 ảnh') */
  max: number;
  /** the most added by one request (an upload of several photos) */
  maxPerRequest: number;
  /** a child field whose value the parent shows as its cover (an image field of both): the first child added becomes
   *  the cover of a row that has none, and a chosen child's value is copied there */
  cover?: { parentField: string; childField: string };
}

/** what a child row answers: its fields, its id and position */
export type ChildRow = Record<string, unknown> & { id: number; position: number };
