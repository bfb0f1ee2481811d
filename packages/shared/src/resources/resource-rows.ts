import type { KindValues } from '../field-kinds/index.ts';
import type { FieldDef, FieldDefs } from '../validation/field-defs.ts';

// The rows GET /api/admin/{name} and /{id} answer, as types derived from a resource's definition (issue: shared
// response types for every resource). Nothing here is written by hand per resource: a field's type is its kind's row
// value (field-kinds KindValues, from each kind's zod `row` schema), the extra keys follow the API's row
// (apps/api/src/crud/resource-schemas.ts `rowSchema`, resource-repository.ts). Types only: this folder's modules are
// scanned at runtime for definitions, and this one exports none.

/** what the row types need of a definition (`typeof smartDevices`) */
interface DefinitionLike {
  fields: FieldDefs;
  scope: 'ward' | 'global';
}

/** a select's value: the union of its options' values when they are `as const`, else the kind's */
type SelectValue<D extends FieldDef> = D extends { options: readonly { value: infer V }[] }
  ? V | null
  : KindValues['select'];

/** a field's value as its kind answers it; a select narrowed to its options */
type KindValue<D extends FieldDef> = D['kind'] extends 'select' ? SelectValue<D> : KindValues[D['kind']];

/** a field's value in a row: a required field's column is NOT NULL, the others may be null */
export type FieldValueOf<D extends FieldDef> = D extends { required: true } ? NonNullable<KindValue<D>> : KindValue<D>;

/** the key of a reference's target name: type_id → type_name (field-kinds/reference.ts `referenceNameKey`) */
export type ReferenceNameKey<K extends string> = K extends `${infer Base}_id` ? `${Base}_name` : `${K}_name`;

/** the keys of the fields of the given kinds */
export type KeysOfKind<F extends FieldDefs, Kind extends string> = {
  [K in keyof F]: F[K]['kind'] extends Kind ? K : never;
}[keyof F] &
  string;

type FieldValues<F extends FieldDefs> = { [K in keyof F]: FieldValueOf<F[K]> };

/** `{field}_name` beside each reference: the target row's name, null when it is gone */
type ReferenceNames<F extends FieldDefs> = {
  [K in KeysOfKind<F, 'reference'> as ReferenceNameKey<K>]: string | null;
};

/** the key of several references' names: tag_ids → tag_names (field-kinds/references.ts `referencesNamesKey`) */
export type ReferencesNamesKey<K extends string> = K extends `${infer Base}_ids` ? `${Base}_names` : `${K}_names`;

/** `{base}_names` beside each multiple reference: the target rows' names in the stored order */
type ReferencesNames<F extends FieldDefs> = {
  [K in KeysOfKind<F, 'references'> as ReferencesNamesKey<K>]: string[] | null;
};

/** a ward-scoped resource's rows name their ward */
type WardName<R extends DefinitionLike> = R['scope'] extends 'ward'
  ? 'ward_id' extends keyof R['fields']
    ? { ward_name: string | null }
    : unknown
  : unknown;

/** the audit columns every resource table carries (apps/api db/schema/audit-columns.ts) and their authors' names */
export interface AuditFields {
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  created_by_name: string | null;
  updated_by_name: string | null;
}

type Flatten<T> = { [K in keyof T]: T[K] };

/**
 * A row as GET /api/admin/{name}/{id} answers it (and create, update and the toggles' `entry`). `Columns`: columns of
 * the table that are no field (a built-in row's key), which the definition cannot tell.
 */
export type RowOf<R extends DefinitionLike, Columns extends object = object> = Flatten<
  { id: number } & FieldValues<R['fields']> &
    ReferenceNames<R['fields']> &
    ReferencesNames<R['fields']> &
    WardName<R> &
    AuditFields &
    Columns
>;

/** the kinds a list row leaves out unless the list shows them as a column (list-fields.ts HEAVY_KINDS) */
export type HeavyKind = 'richtext' | 'attachments';

/**
 * A row of GET /api/admin/{name}: the row by id, its heavy fields (rich text, attachments) optional — the list carries
 * one only when it is among `list.columns`, which the definition's type does not keep.
 */
export type ListRowOf<R extends DefinitionLike, Columns extends object = object> = Flatten<
  Omit<RowOf<R, Columns>, KeysOfKind<R['fields'], HeavyKind>> &
    Partial<Pick<RowOf<R, Columns>, KeysOfKind<R['fields'], HeavyKind>>>
>;
