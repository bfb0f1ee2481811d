import { z } from 'zod';
import { textValue } from './text-value.ts';
import type { KindContract } from './kind-contract.ts';

/** a password: never trimmed, never searched, never a filter */
export const password = {
  value: (def) => textValue(def, { trim: false }),
  row: () => z.string().nullable(),
} satisfies KindContract;
