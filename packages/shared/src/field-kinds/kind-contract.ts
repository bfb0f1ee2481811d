import { z } from 'zod';
import type { FieldDef } from '../validation/field-defs.ts';
import { isEmptyValue } from '../validation/formats.ts';
import { formatMessage, requiredMessage } from '../validation/messages.ts';

/**
 * What the contract knows about one kind of field (issue 11: one module per kind). The screens' half of a kind — its
 * input, cell, filter control and detail display — is the module of the same name in apps/web/src/lib/field-kinds.
 */
export interface KindContract {
  /** a body's value, once known not to be empty (the required/optional wrapping is zod-fields' job) */
  value(def: FieldDef): z.ZodType;
  /** the value in a row the API answers (documents the response) */
  row(def: FieldDef): z.ZodType;
  /** the list's query parameter on this field, empty text already dropped; none: the kind is not a filter */
  filter?(def: FieldDef): z.ZodType;
  /** the list's keyword may search it (a text column) */
  searchable?: boolean;
  /** no empty state (a switch): null leaves it unchanged rather than clearing it */
  neverEmpty?: boolean;
}

/**
 * A kind's value in a row the API answers, as the type level sees it: the type of its `row` schema (a module declares
 * its contract with `satisfies KindContract`, so the schema's type is kept), never null for a kind with no empty state.
 */
export type RowValueOf<K extends KindContract> = K extends { neverEmpty: true }
  ? NonNullable<z.infer<ReturnType<K['row']>>>
  : z.infer<ReturnType<K['row']>>;

/** zod issues with the generic validator wording (spec §5): missing → "không được trống!", else "không đúng định dạng!" */
export function kindMessages(label: string) {
  return {
    error: (issue: { input?: unknown }) => (isEmptyValue(issue.input) ? requiredMessage(label) : formatMessage(label)),
  };
}

/** a query parameter: an empty `?name=` is no filter at all */
export const optionalParam = (schema: z.ZodType) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
