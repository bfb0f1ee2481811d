import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { strictNumber } from '../validation/zod-numbers.ts';
import type { KindContract } from './kind-contract.ts';

/** a thousand billion đồng: above any price or budget a commune records (the column is a bigint) */
export const MONEY_MAX = 1_000_000_000_000;

/** an amount in đồng (VNĐ has no minor unit): a whole number, shown with thousands separators */
export const money = {
  value: (def) =>
    strictNumber(def.label, { min: 0, max: def.max ?? MONEY_MAX }).refine(Number.isInteger, formatMessage(def.label)),
  row: () => z.number().nullable(),
} satisfies KindContract;
