import type { z } from 'zod';
import type { Subject } from '../domain/permissions-catalog.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { objectSchema } from '../validation/zod-fields.ts';

export interface ToggleDef {
  /** URL segment: PATCH /api/admin/{name}/{id}/{route} */
  route: string;
  label: string;
}

export interface ResourceDefinition<F extends FieldDefs = FieldDefs> {
  /** URL segment of the API: /api/admin/{name} */
  name: string;
  /** route of the list screen */
  path: string;
  subject: Subject;
  /** singular noun used in titles and messages, lower case: 'thôn/xóm' */
  label: string;
  fields: F;
  /** 'ward': every row has ward_id and is visible only inside the caller's units */
  scope: 'ward' | 'global';
  list: {
    columns: (keyof F & string)[];
    search: (keyof F & string)[];
    filters: (keyof F & string)[];
    sortable: ((keyof F & string) | 'created_at' | 'updated_at')[];
  };
  toggles?: Partial<Record<keyof F & string, ToggleDef>>;
}

export function defineResource<F extends FieldDefs>(definition: ResourceDefinition<F>) {
  const createSchema = objectSchema(definition.fields);
  return { ...definition, createSchema, updateSchema: createSchema.partial() };
}

/** any defined resource, as the generic engines see it */
export type Resource = ResourceDefinition<FieldDefs> & {
  createSchema: z.ZodObject<Record<string, z.ZodType>>;
  updateSchema: z.ZodObject<Record<string, z.ZodType>>;
};
