import type { FieldDef, FieldKind } from '@console/shared/validation/field-defs';
import { attachments } from './attachments';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { image } from './image';
import { location } from './location';
import { moneyKind } from './money';
import { number } from './number';
import { password } from './password';
import { reference } from './reference';
import { references } from './references';
import { richtext } from './richtext';
import { secret } from './secret';
import { select } from './select';
import { text } from './text';
import { textarea } from './textarea';
import { village } from './village';
import { ward } from './ward';
import type { WebKind } from './web-kind';

/** the screens' half of every field kind, by name; a kind missing here does not compile */
export const WEB_KINDS: Record<FieldKind, WebKind> = {
  text,
  textarea,
  richtext,
  password,
  secret,
  number,
  money: moneyKind,
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
};

export const webKindOf = (field: FieldDef): WebKind => WEB_KINDS[field.kind];
export type { ControlContext, FilterProps, Row, WebKind } from './web-kind';
