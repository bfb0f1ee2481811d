import { escapeHtml } from '../../lib/escape-html.ts';
import { fillPlaceholders, LINE_ERRORS, placeholdersOf } from '@console/shared/forms/notification-excel';
import { normalisePhone } from '@console/shared/validation/formats';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { usersInScope } from '../users/user-scope.ts';
import type { SheetLine } from './excel-sheet.ts';

export interface CheckedLine extends SheetLine {
  userId: number | null;
  /** the receiver's text, HTML (only for a line that can be sent) */
  content: string | null;
  error: string | null;
}

interface Account {
  id: number;
  active: boolean;
  inside: boolean;
}

const PHONE_LIKE = /^\+?[\d\s.()-]{6,}$/;

/** plain text as the inbox's HTML: blank lines part paragraphs, single line breaks stay */
export const textAsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * The accounts the sheet names, by username and by phone number, each with whether it is active and inside the
 * sender's units: two set queries (the username index; one hash join over users for the phones) for any number of lines.
 */
async function accountsOf(db: Db, scope: UnitScope, lines: SheetLine[]) {
  const names = [...new Set(lines.map((l) => l.recipient).filter(Boolean))];
  const phones = [...new Set(names.filter((n) => PHONE_LIKE.test(n)).map(normalisePhone))];
  const inside = usersInScope(scope) ?? sql`true`;
  const select = (key: typeof users.username | typeof users.phone, values: string[]) =>
    values.length
      ? db
          .select({ key: sql<string>`${key}`, id: users.id, active: users.isActive, inside: sql<boolean>`${inside}` })
          .from(users)
          .where(sql`${key} = any(${sql.param(values)}::text[])`)
      : Promise.resolve([]);
  const [byName, byPhone] = await Promise.all([select(users.username, names), select(users.phone, phones)]);
  const usernames = new Map<string, Account>(byName.map((a) => [a.key, a]));
  const phoneOwners = new Map<string, Account[]>();
  for (const account of byPhone) phoneOwners.set(account.key, [...(phoneOwners.get(account.key) ?? []), account]);
  return { usernames, phoneOwners };
}

/**
 * Every line judged before anything is stored (spec: the officer sees each bad line and why): who it names, whether
 * they may receive it from this sender, whether they appear twice, and whether the text's placeholders have values.
 */
export async function checkLines(db: Db, scope: UnitScope, content: string, columns: string[], lines: SheetLine[]) {
  const placeholders = placeholdersOf(content);
  const missing = placeholders.find((name) => !columns.includes(name));
  const { usernames, phoneOwners } = await accountsOf(db, scope, lines);
  const firstLineOf = new Map<number, number>();

  const judge = (line: SheetLine): { userId: number | null; error: string | null } => {
    if (!line.recipient) return { userId: null, error: LINE_ERRORS.emptyRecipient };
    let account = usernames.get(line.recipient);
    if (!account && PHONE_LIKE.test(line.recipient)) {
      const owners = phoneOwners.get(normalisePhone(line.recipient)) ?? [];
      if (owners.length > 1) return { userId: null, error: LINE_ERRORS.ambiguousPhone };
      account = owners[0];
    }
    if (!account) return { userId: null, error: LINE_ERRORS.unknownPerson };
    if (!account.inside) return { userId: null, error: LINE_ERRORS.outsideUnits };
    if (!account.active) return { userId: account.id, error: LINE_ERRORS.locked };
    const first = firstLineOf.get(account.id);
    if (first !== undefined) return { userId: account.id, error: LINE_ERRORS.duplicate(first) };
    firstLineOf.set(account.id, line.line);
    if (missing) return { userId: account.id, error: LINE_ERRORS.missingColumn(missing) };
    const empty = placeholders.find((name) => !line.values[name]);
    if (empty) return { userId: account.id, error: LINE_ERRORS.emptyValue(empty) };
    return { userId: account.id, error: null };
  };

  return lines.map((line): CheckedLine => {
    const { userId, error } = judge(line);
    return { ...line, userId, error, content: error ? null : textAsHtml(fillPlaceholders(content, line.values)) };
  });
}
