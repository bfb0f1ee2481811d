import { z } from 'zod';
import { formatMessage } from './messages.ts';

/** the largest value of a PostgreSQL `integer` column: every id and count of the schema */
export const MAX_INT = 2_147_483_647;
/** the largest value of a `smallint` column (sentiment categories, statuses) */
export const MAX_SMALLINT = 32_767;

// A number as a form or a query string writes it: digits with an optional sign and decimals. No blanks, hex, exponents,
// 'Infinity', arrays or booleans — z.coerce.number() took `[2680]` as 2680, '0x10' as 16 and '' as 0 (issue 9).
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/** a number given as a JSON number or as the decimal text of a query string; anything else is left for zod to refuse */
function fromText(value: unknown) {
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
}

interface NumberBounds {
  min?: number;
  max?: number;
  integer?: boolean;
}

/**
 * A bounded number with the generic wording (spec §5: '{label} không đúng định dạng!') for every failure. Integers are
 * bounded by the `integer` column by default, so no input can reach PostgreSQL as an out-of-range value.
 */
export function strictNumber(label: string, { min, max, integer = false }: NumberBounds = {}) {
  const message = formatMessage(label);
  const limit = integer ? MAX_INT : Number.MAX_VALUE;
  let schema = z
    .number({ error: message })
    .min(Math.max(min ?? -limit, -limit), message)
    .max(Math.min(max ?? limit, limit), message);
  if (integer) schema = schema.int(message);
  return z.preprocess(fromText, schema);
}

export const strictInteger = (label: string, bounds: Omit<NumberBounds, 'integer'> = {}) =>
  strictNumber(label, { ...bounds, integer: true });

/** a row id: a whole number from 1 to the integer column's maximum, as a JSON number or path/query digits */
export const idSchema = (label: string) => strictInteger(label, { min: 1 });

/** a JSON boolean; with `fromQuery`, also the query-string spellings true/false/1/0 */
export function strictBoolean(label: string, { fromQuery = false } = {}) {
  const message = formatMessage(label);
  if (!fromQuery) return z.boolean({ error: message });
  return z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: message }),
  );
}
