import { z } from 'zod';
import { maxLengthOf, type FieldDef } from '../validation/field-defs.ts';
import { FORMAT_NORMALISERS, FORMAT_PATTERNS } from '../validation/formats.ts';
import { formatMessage, requiredMessage, tooLongMessage, tooShortMessage } from '../validation/messages.ts';
import { isSafeText } from '../validation/safe-text.ts';
import { kindMessages, optionalParam, type KindContract } from './kind-contract.ts';

/** a bounded, safe text; trimmed unless it is a password; checked against its spec §5 format when it names one */
export function textValue(def: FieldDef, { trim = true } = {}): z.ZodType {
  const max = maxLengthOf(def)!;
  let schema = z.string(kindMessages(def.label)).refine(isSafeText, formatMessage(def.label));
  if (trim) schema = schema.trim();
  schema = schema.min(1, requiredMessage(def.label)).max(max, tooLongMessage(def.label, max));
  if (def.min) schema = schema.min(def.min, tooShortMessage(def.label, def.min));
  if (def.format) schema = schema.regex(FORMAT_PATTERNS[def.format], formatMessage(def.label));
  // one way of storing what may be written several ways: '0912 345 678' is kept as '0912345678' (issue 10)
  const normalise = def.format && FORMAT_NORMALISERS[def.format];
  return normalise ? schema.transform(normalise) : schema;
}

/** the shape shared by the text kinds: a nullable string, an exact-match filter, searchable by the keyword */
export const textLike = (value: KindContract['value']) =>
  ({
    value,
    row: () => z.string().nullable(),
    filter: (def) => optionalParam(z.string().trim().max(200, formatMessage(def.label))),
    searchable: true,
  }) satisfies KindContract;
