import { formFieldsOf } from '@console/shared/validation/field-defs';
import { periodError, type Resource } from '@console/shared/resources/define-resource';
import { checkValues, toFormValues, toSchemaInput, type ValuesCheck } from '../lib/forms/check-values';
import { webKindOf } from '../lib/field-kinds';
import type { ResourceRow } from './api/resource-keys';

/** edit: the entry's values; create: booleans off, the pinned ward for ward-level users */
export function initialFormValues(
  resource: Resource,
  entry: ResourceRow | null,
  pinnedWardId: number | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(formFieldsOf(resource.fields))) {
    const current = entry ? entry[key] : field.default;
    if (webKindOf(field).valuePropName === 'checked') values[key] = current === true;
    else if (field.kind === 'ward' && pinnedWardId !== null && !entry) values[key] = pinnedWardId;
    else values[key] = current ?? undefined;
  }
  return toFormValues(resource.fields, values);
}

/** the resource's createSchema (the server's rules); its output (trimmed, coerced, empty → null) is what gets sent */
export function checkFormValues(
  resource: Resource,
  values: Record<string, unknown>,
): ValuesCheck<Record<string, unknown>> {
  const check = checkValues<Record<string, unknown>>(resource.createSchema, toSchemaInput(resource.fields, values));
  const disordered = check.ok ? periodError(resource, check.data) : null;
  return disordered ? { ok: false, ...disordered } : check;
}
