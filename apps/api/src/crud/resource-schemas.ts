import type { FieldDef } from '@console/shared/validation/field-defs';
import type { Resource } from '@console/shared/resources/define-resource';
import { formatMessage } from '@console/shared/validation/messages';
import { strictNumber } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import { ZBooleanParam, ZOptionalId, ZPaging } from './list-params.ts';

function filterParam(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'ward':
      return ZOptionalId(def.label);
    case 'boolean':
      return ZBooleanParam(def.label);
    case 'number':
      return strictNumber(def.label, { min: 0, max: def.max, integer: def.integer }).optional();
    default:
      return z.string().max(200).optional();
  }
}

/** ?start|page&length&keyword&sort&order plus the resource's filters (and unit filters for ward-scoped rows) */
export function listQuerySchema(resource: Resource) {
  const filters: Record<string, z.ZodType> = {};
  for (const name of resource.list.filters) filters[name] = filterParam(resource.fields[name]);
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

function valueSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'number':
    case 'ward':
      return z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'select':
      return z.union([z.string(), z.number()]).nullable();
    default:
      return z.string().nullable();
  }
}

/** a row as the API returns it (documents the response in OpenAPI) */
export function rowSchema(resource: Resource) {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const [name, def] of Object.entries(resource.fields)) shape[name] = valueSchema(def);
  if (resource.scope === 'ward') shape.ward_name = z.string().nullable();
  shape.created_at = z.string();
  shape.updated_at = z.string();
  return z.object(shape).loose();
}
