import { z } from 'zod';
import { strictNumber } from '../validation/zod-numbers.ts';
import { optionalParam, type KindContract } from './kind-contract.ts';

/** a count or measure from 0 up to the field's max; whole when `integer` */
export const number = {
  value: (def) => strictNumber(def.label, { min: 0, max: def.max, integer: def.integer }),
  row: () => z.number().nullable(),
  filter: (def) => optionalParam(strictNumber(def.label, { min: 0, max: def.max, integer: def.integer })),
} satisfies KindContract;
