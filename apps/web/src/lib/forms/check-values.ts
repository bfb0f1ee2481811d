import type { FieldDefs } from '@console/shared/validation/field-defs';
import { webKindOf } from '../field-kinds';

/** what the shared zod schemas offer, without the web app depending on zod itself */
export interface SafeParser<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type ValuesCheck<T> = { ok: true; data: T } | { ok: false; field: string; message: string };

/**
 * The server's own schema, run in the browser: same rules and Vietnamese wording (spec §5), field by field in
 * definition order, first failure wins.
 */
export function checkValues<T>(schema: SafeParser<T>, values: Record<string, unknown>): ValuesCheck<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: String(issue.path[0] ?? ''), message: issue.message };
}

/** form values → schema input, by each field's kind (picked days become the API's day strings) */
export function toSchemaInput(fields: FieldDefs, values: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    const toInput = webKindOf(field).toInput;
    if (toInput) input[name] = toInput(values[name]);
  }
  return input;
}

/** API values → form values, by each field's kind (day strings become DatePicker values) */
export function toFormValues(fields: FieldDefs, values: Record<string, unknown>): Record<string, unknown> {
  const output: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    const toForm = webKindOf(field).toForm;
    if (toForm) output[name] = toForm(values[name]);
  }
  return output;
}
