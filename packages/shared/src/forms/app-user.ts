import { z } from 'zod';
import { vietnamDay } from '../dates.ts';
import { isRealDay } from '../field-kinds/date.ts';
import { fieldSchema, objectSchema } from '../validation/zod-fields.ts';
import { appUserFields } from './app-user-fields.ts';

// An ISO date-time, with or without its offset ('1990-05-17T17:00:00.000Z', '1990-05-18T00:00:00+07:00')
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * spec §3: an app user's birthday is a calendar date. A body may send it as the date ('1990-05-17'), as the app's own
 * form ('1990-05-17T00:00:00Z') or as the instant a date picker made: a date-time is read as the day it falls on in
 * Vietnam (UTC+7), the console's rule for days everywhere (dates.ts). '1990-05-17T17:00:00.000Z' is midnight of
 * 18 May in Hanoi — the day a Vietnamese picker chose — so it is the 18th. The date form and T00:00:00Z keep their day.
 */
export function birthdayDay(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const match = DATE_TIME.exec(text);
  // a day that does not exist (30 February) is left for the date field's own refusal
  if (!match || !isRealDay(match[1])) return value;
  return vietnamDay(text) ?? value;
}

const ZBirthday = z.preprocess(birthdayDay, fieldSchema(appUserFields.birthday));

const { password: _password, username: _username, ...editable } = appUserFields;

/** create: the password may be left empty (one is generated and shown once, as for staff accounts) */
export const ZCreateAppUserBody = objectSchema(appUserFields).extend({ birthday: ZBirthday });

/**
 * edit: identity, contact and units, every field optional. Never the role, the password (reset from the users'
 * screen), the login name (the resident signs in with it) or the verification (PUT approve/{id} only).
 */
export const ZUpdateAppUserBody = objectSchema(editable).extend({ birthday: ZBirthday }).partial();
