import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';
import { kindMessages, type KindContract } from './kind-contract.ts';

// an instant with its offset, as the pickers send it ('2026-11-24T08:30:00.000Z' or '…+07:00'); year 1000 to 9999
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** a moment (an opening, a deadline): stored as timestamptz, answered as ISO in UTC */
export const datetime = {
  value: (def) =>
    z
      .string(kindMessages(def.label))
      .regex(INSTANT, formatMessage(def.label))
      .refine((v) => !Number.isNaN(Date.parse(v)) && v >= '1000', formatMessage(def.label))
      .transform((v) => new Date(v).toISOString()),
  row: () => z.string().nullable(),
} satisfies KindContract;
