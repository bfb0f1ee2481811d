import { z } from 'zod';
import { vietnamDay } from '../dates.ts';
import { FORMAT_NORMALISERS, FORMAT_PATTERNS, isEmptyValue } from './formats.ts';
import { maxLengthOf, type FieldDef, type FieldDefs } from './field-defs.ts';
import { formatMessage, requiredMessage, tooLongMessage, tooShortMessage } from './messages.ts';
import { isSafeText } from './safe-text.ts';
import { idSchema, strictNumber } from './zod-numbers.ts';

/** a day that exists: Date.parse accepts 1990-02-30 and year 0, PostgreSQL does not */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day && day >= '0001-01-01';
};
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/;

/** zod issues with the generic validator wording (spec §5): missing → "không được trống!", else "không đúng định dạng!" */
function messages(label: string) {
  return {
    error: (issue: { input?: unknown }) => (isEmptyValue(issue.input) ? requiredMessage(label) : formatMessage(label)),
  };
}

function baseSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'password': {
      const max = maxLengthOf(def)!;
      let schema = z.string(messages(def.label)).refine(isSafeText, formatMessage(def.label));
      if (def.kind !== 'password') schema = schema.trim();
      schema = schema.min(1, requiredMessage(def.label)).max(max, tooLongMessage(def.label, max));
      if (def.min) schema = schema.min(def.min, tooShortMessage(def.label, def.min));
      if (def.format) schema = schema.regex(FORMAT_PATTERNS[def.format], formatMessage(def.label));
      // one way of storing what may be written several ways: '0912 345 678' is kept as '0912345678' (issue 10)
      const normalise = def.format && FORMAT_NORMALISERS[def.format];
      return normalise ? schema.transform(normalise) : schema;
    }
    case 'number':
      return strictNumber(def.label, { min: 0, max: def.max, integer: def.integer });
    case 'boolean':
      return z.boolean(messages(def.label));
    case 'date':
      // a calendar day: 'YYYY-MM-DD', or the app's birthday form 'YYYY-MM-DDT00:00:00Z' (spec §3)
      return (
        z
          .string(messages(def.label))
          .regex(ISO_DAY, formatMessage(def.label))
          .transform((v) => v.slice(0, 10))
          .refine(isRealDay, formatMessage(def.label))
          // a birthday after today is a typing slip (issue 10): refused with the generic wording
          .refine((day) => !def.notAfterToday || day <= (vietnamDay(new Date()) ?? day), formatMessage(def.label))
      );
    case 'ward':
      return idSchema(def.label);
    case 'select': {
      const values = (def.options ?? []).map((o) => o.value);
      return z.any().refine((v) => values.includes(v), { message: formatMessage(def.label) });
    }
  }
}

export function fieldSchema(def: FieldDef): z.ZodType {
  const base = baseSchema(def);
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
  if (def.kind === 'boolean') return z.preprocess((v) => (v === null ? undefined : v), base.optional());
  return z.preprocess((v) => (isEmptyValue(v) ? null : v), base.nullable().optional());
}

type FieldValue<D extends FieldDef> = D['kind'] extends 'number' | 'ward'
  ? number
  : D['kind'] extends 'boolean'
    ? boolean
    : D['kind'] extends 'select'
      ? NonNullable<D['options']>[number]['value']
      : string;
export type FieldOutput<D extends FieldDef> = D['required'] extends true
  ? FieldValue<D>
  : FieldValue<D> | null | undefined;
export type FieldsOutput<F extends FieldDefs> = { [K in keyof F]: FieldOutput<F[K]> };

export function objectSchema<F extends FieldDefs>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, def] of Object.entries(fields)) shape[key] = fieldSchema(def);
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
