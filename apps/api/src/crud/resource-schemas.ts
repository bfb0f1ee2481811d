import { kindOf } from '@console/shared/field-kinds/index';
import { referenceNameKey } from '@console/shared/field-kinds/reference';
import { referencesNamesKey } from '@console/shared/field-kinds/references';
import { VILLAGE_NAME_KEY } from '@console/shared/field-kinds/village';
import type { Resource } from '@console/shared/resources/define-resource';
import { formatMessage } from '@console/shared/validation/messages';
import { z } from 'zod';
import { ZOptionalId, ZPaging } from '../query/list-params.ts';

/** ?start|page&length&keyword&sort&order plus the resource's filters (and unit filters for ward-scoped rows) */
export function listQuerySchema(resource: Resource) {
  const filters: Record<string, z.ZodType> = {};
  for (const name of resource.list.filters) {
    const def = resource.fields[name];
    const filter = kindOf(def).filter;
    if (!filter) throw new Error(`resource ${resource.name}: a ${def.kind} field (${name}) cannot be a filter`);
    filters[name] = filter(def);
  }
  if (resource.scope === 'ward') {
    filters.province_id = ZOptionalId('Tỉnh/thành phố');
    filters.district_id = ZOptionalId('Quận/huyện');
  }
  const sortable = resource.list.sortable as [string, ...string[]];
  return ZPaging.extend({
    sort: z.enum(sortable, { error: formatMessage('Trường sắp xếp') }).optional(),
    ...filters,
  });
}

/** a row as the API returns it (documents the response in OpenAPI); `fields` narrows it (the public read) */
export function rowSchema(resource: Resource, fields: readonly string[] = Object.keys(resource.fields)) {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const name of fields) {
    const def = resource.fields[name];
    shape[name] = kindOf(def).row(def);
    if (def.kind === 'reference') shape[referenceNameKey(name)] = z.string().nullable();
    if (def.kind === 'references') shape[referencesNamesKey(name)] = z.array(z.string()).nullable();
    if (def.kind === 'village') shape[VILLAGE_NAME_KEY] = z.string().nullable();
  }
  if (resource.scope === 'ward' && fields.includes('ward_id')) shape.ward_name = z.string().nullable();
  shape.created_at = z.string();
  shape.updated_at = z.string();
  return z.object(shape).loose();
}

/** one entry of a row's history (GET …/{id}/history) */
export const ZHistoryEntry = z.object({
  id: z.number(),
  action: z.string(),
  created_at: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_username: z.string().nullable(),
  changes: z.record(
    z.string(),
    z.object({
      before: z.unknown(),
      after: z.unknown(),
      before_name: z.string().nullable().optional(),
      after_name: z.string().nullable().optional(),
    }),
  ),
});
