import type { FieldKind } from '@console/shared/validation/field-defs';
import type { Resource } from '@console/shared/resources/define-resource';
import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { UnitScope } from '../core/scope.ts';
import type { TargetOf } from './resource-repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import { wardColumnInScope } from '../query/unit-scope-sql.ts';

interface StoreContext {
  db: Db;
  scope: UnitScope;
  targetOf: TargetOf;
  label: string;
  to?: string;
}

/**
 * What the server does with a kind's value after its schema and before storing it — the part of a kind that needs
 * the database or a server library. Kinds not named here are stored as their schema left them.
 */
const SERVER_HOOKS: Partial<Record<FieldKind, (value: unknown, context: StoreContext) => Promise<unknown> | unknown>> =
  {
    // spec §5 editor: headings, formatting and YouTube embeds only
    richtext: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
    // a reference must name a row the caller may see: another ward's type is as unknown as a missing one
    reference: async (value, { db, scope, targetOf, label, to }) => {
      if (typeof value !== 'number') return value;
      const target = to ? targetOf(to) : undefined;
      if (!target) throw new Error(`reference ${label}: no resource ${to}`);
      const inScope = target.wardId ? wardColumnInScope(scope, target.wardId) : undefined;
      const [found] = await db
        .select({ one: sql<number>`1` })
        .from(target.table)
        .where(and(eq(target.id, value), inScope))
        .limit(1);
      if (!found) throw new AppError('VALIDATION', formatMessage(label));
      return value;
    },
    // several references: every id a row the caller may see, or the whole value is refused
    references: async (value, { db, scope, targetOf, label, to }) => {
      if (!Array.isArray(value) || !value.length) return value;
      const target = to ? targetOf(to) : undefined;
      if (!target) throw new Error(`references ${label}: no resource ${to}`);
      const inScope = target.wardId ? wardColumnInScope(scope, target.wardId) : undefined;
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(target.table)
        .where(and(inArray(target.id, value as number[]), inScope));
      if (n !== value.length) throw new AppError('VALIDATION', formatMessage(label));
      return value;
    },
  };

/** HTML that shows nothing: no text, no image, no embed */
function isBlankHtml(html: string) {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
  return !/<(img|iframe)\b/i.test(html) && text.trim() === '';
}

/** a validated body's values as they are stored */
export async function storedValues(
  db: Db,
  resource: Pick<Resource, 'fields'>,
  body: Record<string, unknown>,
  scope: UnitScope,
  targetOf: TargetOf,
): Promise<Record<string, unknown>> {
  const values = { ...body };
  for (const [name, def] of Object.entries(resource.fields)) {
    const hook = SERVER_HOOKS[def.kind];
    if (hook && values[name] !== undefined && values[name] !== null)
      values[name] = await hook(values[name], { db, scope, targetOf, label: def.label, to: def.to });
    // a required rich text that sanitising empties ('<script>…</script>') is as empty as a missing one
    if (def.required && def.kind === 'richtext' && typeof values[name] === 'string' && isBlankHtml(values[name]))
      throw new AppError('VALIDATION', requiredMessage(def.label));
  }
  return values;
}
