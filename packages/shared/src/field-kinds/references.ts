import { z } from 'zod';
import { idSchema } from '../validation/zod-numbers.ts';
import { kindMessages, optionalParam, type KindContract } from './kind-contract.ts';

/** how many rows one field may point at when its definition names no `max` */
export const DEFAULT_MAX_REFERENCES = 20;

/**
 * Several rows of another resource (`to`: an article's tags): stored as an integer array in the order chosen, answered
 * with `{base}_names` beside it (tag_ids → tag_names, in the same order), chosen in a searchable multiple select. The
 * list filters on one of them (rows holding that id). The API refuses an id the caller cannot see; a target row
 * deleted leaves every row pointing at it (engine: one statement in the delete's transaction).
 */
export const references = {
  value: (def) => {
    const max = def.max ?? DEFAULT_MAX_REFERENCES;
    return z
      .array(idSchema(def.label), kindMessages(def.label))
      .max(max, `${def.label}: chọn tối đa ${max} mục!`)
      .transform((ids) => [...new Set(ids)]);
  },
  row: () => z.array(z.number()).nullable(),
  filter: (def) => optionalParam(idSchema(def.label)),
} satisfies KindContract;

/** the key of the targets' names in a row: tag_ids → tag_names */
export const referencesNamesKey = (key: string) => `${key.replace(/_ids$/, '')}_names`;
