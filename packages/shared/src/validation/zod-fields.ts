import { z } from 'zod';
import type { Attachment } from '../field-kinds/attachments.ts';
import { kindOf } from '../field-kinds/index.ts';
import type { LatLng } from '../field-kinds/location.ts';
import { isEmptyValue } from './formats.ts';
import type { FieldDef, FieldDefs } from './field-defs.ts';
import { formatMessage, requiredMessage } from './messages.ts';

export function fieldSchema(def: FieldDef): z.ZodType {
  const base = kindOf(def).value(def);
  if (def.required) {
    // an empty value (missing key, null, blank text) reports "không được trống!" itself: a coerced number
    // would otherwise see NaN instead of the empty input and report "không đúng định dạng!"
    return z.preprocess((v, ctx) => {
      if (!isEmptyValue(v)) return v;
      ctx.addIssue({ code: 'custom', message: requiredMessage(def.label) });
      return z.NEVER;
    }, base);
  }
  // an empty optional value clears the field; a boolean has no empty state, so it is only left unchanged (the column's
  // default on create): `is_active: null` reached a NOT NULL column as null (issue 9)
  if (kindOf(def).neverEmpty) return z.preprocess((v) => (v === null ? undefined : v), base.optional());
  return z.preprocess((v) => (isEmptyValue(v) ? null : v), base.nullable().optional());
}

type FieldValue<D extends FieldDef> = D['kind'] extends 'number' | 'money' | 'ward' | 'reference'
  ? number
  : D['kind'] extends 'boolean'
    ? boolean
    : D['kind'] extends 'select'
      ? NonNullable<D['options']>[number]['value']
      : D['kind'] extends 'attachments'
        ? Attachment[]
        : D['kind'] extends 'references'
          ? number[]
          : D['kind'] extends 'location'
            ? LatLng
            : string;
export type FieldOutput<D extends FieldDef> = D['required'] extends true
  ? FieldValue<D>
  : FieldValue<D> | null | undefined;
export type FieldsOutput<F extends FieldDefs> = { [K in keyof F]: FieldOutput<F[K]> };

export function objectSchema<F extends FieldDefs>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, def] of Object.entries(fields)) if (!def.serverOwned) shape[key] = fieldSchema(def);
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof F]: z.ZodType<FieldOutput<F[K]>> }>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** both a flat field and its nested twin were sent, with values that differ once read */
export const nestedConflictMessage = (label: string, group: string, key: string) =>
  `${label} không khớp giữa ${key} và ${group}.${key}!`;

/**
 * A body that also takes some of its fields nested in a group, as the login's user carries them (spec §3 User:
 * `kyc {full_name, dob, sex, id_card_number}`). The nested values become the flat fields before validation, so they
 * get the flat fields' checks and messages. When both are sent: an empty flat value gives way to the nested one; two
 * values that read the same are accepted; two that differ are refused with `nestedConflictMessage` (no guessing which
 * one was meant). A group that is not an object is refused with the group label's format message.
 */
export function acceptNested<S extends z.ZodObject>(schema: S, group: string, label: string, fields: FieldDefs) {
  // declared for OpenAPI only: the group never reaches the object, the preprocess below takes it apart
  const documented = schema.extend({ [group]: objectSchema(fields).partial().nullish() }) as unknown as S;
  return z.preprocess((input, ctx) => {
    if (!isPlainObject(input) || !(group in input)) return input;
    const { [group]: nested, ...flat }: Record<string, unknown> = input;
    if (nested === undefined || nested === null) return flat;
    if (!isPlainObject(nested)) {
      ctx.addIssue({ code: 'custom', message: formatMessage(label), path: [group] });
      return z.NEVER;
    }
    const merged: Record<string, unknown> = { ...flat };
    for (const [key, def] of Object.entries(fields)) {
      if (nested[key] === undefined) continue;
      if (!isEmptyValue(flat[key])) {
        const ownRead = fieldSchema(def).safeParse(flat[key]);
        // a bad flat value keeps its own message
        if (!ownRead.success) continue;
        const nestedRead = fieldSchema(def).safeParse(nested[key]);
        if (nestedRead.success && JSON.stringify(nestedRead.data ?? null) !== JSON.stringify(ownRead.data ?? null)) {
          ctx.addIssue({ code: 'custom', message: nestedConflictMessage(def.label, group, key), path: [group, key] });
          return z.NEVER;
        }
      }
      merged[key] = nested[key];
    }
    return merged;
  }, documented);
}

/** one of a list's option values (a member's role, a request's state), refused with the label's format message */
export const optionEnum = <V extends string>(label: string, options: readonly { value: V }[]) =>
  z.enum(options.map((option) => option.value) as [V, ...V[]], { error: formatMessage(label) });
