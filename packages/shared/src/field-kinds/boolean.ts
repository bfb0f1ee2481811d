import { z } from 'zod';
import { strictBoolean } from '../validation/zod-numbers.ts';
import { kindMessages, optionalParam, type KindContract } from './kind-contract.ts';

/** a switch: yes or no, never empty */
export const boolean = {
  value: (def) => z.boolean(kindMessages(def.label)),
  row: () => z.boolean().nullable(),
  filter: (def) => optionalParam(strictBoolean(def.label, { fromQuery: true })),
  neverEmpty: true,
} satisfies KindContract;
