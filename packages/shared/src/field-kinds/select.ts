import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { optionalParam, type KindContract } from './kind-contract.ts';

const valuesOf = (options: readonly { value: string | number }[] | undefined) => (options ?? []).map((o) => o.value);

/** one of the field's options */
export const select = {
  value: (def) => z.any().refine((v) => valuesOf(def.options).includes(v), { message: formatMessage(def.label) }),
  row: () => z.union([z.string(), z.number()]).nullable(),
  // a query string carries text: '2' stands for the option 2
  filter: (def) =>
    optionalParam(
      z.preprocess(
        (v) => valuesOf(def.options).find((value) => String(value) === v) ?? v,
        z.any().refine((v) => valuesOf(def.options).includes(v), { message: formatMessage(def.label) }),
      ),
    ),
} satisfies KindContract;
