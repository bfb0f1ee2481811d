import { z } from 'zod';
import { idSchema } from '../validation/zod-numbers.ts';
import { optionalParam, type KindContract } from './kind-contract.ts';

/**
 * A row of another resource (`to`: a type list such as smart-device-types): stored as its id, answered with
 * `{field}_name` beside it (the target's `name`), chosen in a searchable select, filterable. The API refuses an id
 * the caller cannot see with the field's format message.
 */
export const reference = {
  value: (def) => idSchema(def.label),
  row: () => z.number().nullable(),
  filter: (def) => optionalParam(idSchema(def.label)),
} satisfies KindContract;

/** the key of the target's name in a row: type_id → type_name */
export const referenceNameKey = (key: string) => `${key.replace(/_id$/, '')}_name`;
