import type { UploadGroup } from '../domain/uploads.ts';
import type { FIELD_KINDS } from '../field-kinds/index.ts';
import type { PatternFormat } from './formats.ts';

// Field descriptions shared by forms and validators; no zod here (the kinds' registry is imported as a type only), so
// screens can use them without loading it.
export type FieldKind = keyof typeof FIELD_KINDS;

export interface FieldDef {
  label: string;
  kind: FieldKind;
  required?: boolean;
  format?: PatternFormat;
  max?: number;
  /** minimum length of a text or password */
  min?: number;
  integer?: boolean;
  options?: readonly { value: string | number; label: string }[];
  /** required only when another field has this value (a service's link when it is a link); the server checks the
   *  row as it will be stored, a view fixing that value (define-resource `views`) makes the field required */
  requiredWhen?: { field: string; value: string | number | boolean };
  /** the value a create form starts with (the table's default should agree) */
  default?: string | number | boolean;
  /** shown in forms as a hint under the input */
  help?: string;
  /** a date: no day after today in Vietnam (a birthday); the picker greys those days out, the server refuses them */
  notAfterToday?: boolean;
  /** a date: the picker opens this many years back, near the likely answer, instead of on the current month */
  openYearsAgo?: number;
  /** a reference: the resource (its API name) whose rows it points at, e.g. 'smart-device-types' */
  to?: string;
  /** a reference to a ward's row (a product's store), or references (the hamlets a service reaches): the rows it
   *  points at must be in this row's ward, checked on every write whichever of the two changed */
  sameWard?: true;
  /**
   * A reference whose target must agree with another field of the row (an agriculture service's category is one of
   * the service's kind): the target's `targetField` must hold `values[row[field]]`, checked on every write whichever
   * of the two changed; the form's picker offers only such rows.
   */
  matches?: { field: string; targetField: string; values: Readonly<Record<string, string>> };
  /** attachments: at most this many files (spec §5: 10) */
  maxFiles?: number;
  /** attachments and images: the upload groups accepted (spec §5: default all) */
  groups?: readonly UploadGroup[];
  /** only staff whose units are a province or wider set it (an article for the whole province): a narrower caller's
   *  value is left out, as a switch without its action is, and the form shows it disabled */
  provinceLevel?: boolean;
  /** the server sets it (a product's approval state, its refusal reason): shown in lists, filters and details, never
   *  taken from a form or a body */
  serverOwned?: true;
}

export type FieldDefs = Record<string, FieldDef>;

/** text lengths when a field names no max */
export const DEFAULT_TEXT_MAX = {
  text: 255,
  textarea: 5_000,
  richtext: 100_000,
  password: 128,
  secret: 1_000,
} as const;

export function maxLengthOf(def: FieldDef): number | undefined {
  if (def.kind in DEFAULT_TEXT_MAX) return def.max ?? DEFAULT_TEXT_MAX[def.kind as keyof typeof DEFAULT_TEXT_MAX];
  return def.max;
}

/** the fields a form shows and a body carries: all but the server's own (`serverOwned`) */
export const formFieldsOf = (fields: FieldDefs): FieldDefs =>
  Object.fromEntries(Object.entries(fields).filter(([, def]) => !def.serverOwned));
