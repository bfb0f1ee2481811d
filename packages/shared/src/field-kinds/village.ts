import { z } from 'zod';
import { idSchema } from '../validation/zod-numbers.ts';
import { optionalParam, type KindContract } from './kind-contract.ts';

/** a hamlet (thôn/xóm) of the row's ward, or none: a group of a village; answered with `village_name` beside it */
export const village = {
  value: (def) => idSchema(def.label),
  row: () => z.number().nullable(),
  filter: (def) => optionalParam(idSchema(def.label)),
} satisfies KindContract;

/** the key of the village's name in a row */
export const VILLAGE_NAME_KEY = 'village_name';
