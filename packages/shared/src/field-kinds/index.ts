import type { FieldDef } from '../validation/field-defs.ts';
import { attachments } from './attachments.ts';
import { boolean } from './boolean.ts';
import { date } from './date.ts';
import { datetime } from './datetime.ts';
import { image } from './image.ts';
import type { KindContract, RowValueOf } from './kind-contract.ts';
import { location } from './location.ts';
import { money } from './money.ts';
import { number } from './number.ts';
import { password } from './password.ts';
import { reference } from './reference.ts';
import { references } from './references.ts';
import { richtext } from './richtext.ts';
import { secret } from './secret.ts';
import { select } from './select.ts';
import { text } from './text.ts';
import { textarea } from './textarea.ts';
import { village } from './village.ts';
import { ward } from './ward.ts';

/** every field kind's contract by name; FieldKind (validation/field-defs.ts) is this registry's keys */
export const FIELD_KINDS = {
  text,
  textarea,
  richtext,
  password,
  secret,
  number,
  money,
  boolean,
  select,
  date,
  datetime,
  ward,
  village,
  reference,
  references,
  image,
  attachments,
  location,
} satisfies Record<string, KindContract>;

/** each kind's value in a row the API answers, by kind name: text → string | null, boolean → boolean, location →
 *  LatLng | null… (resources/resource-rows.ts builds the row types of the definitions from it) */
export type KindValues = { [K in keyof typeof FIELD_KINDS]: RowValueOf<(typeof FIELD_KINDS)[K]> };

export const kindOf = (def: FieldDef): KindContract => FIELD_KINDS[def.kind];
