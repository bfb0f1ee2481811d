import { z } from 'zod';
import { idSchema } from '../validation/zod-numbers.ts';
import { optionalParam, type KindContract } from './kind-contract.ts';

/** the ward (xã/phường) a row belongs to; answered with `ward_name` beside it */
export const ward = {
  value: (def) => idSchema(def.label),
  row: () => z.number().nullable(),
  filter: (def) => optionalParam(idSchema(def.label)),
} satisfies KindContract;
