import { z } from 'zod';
import { vietnamDay } from '../dates.ts';
import { formatMessage } from '../validation/messages.ts';
import { kindMessages, optionalParam, type KindContract } from './kind-contract.ts';

/** a day that exists: Date.parse accepts 1990-02-30 and year 0, PostgreSQL does not */
export const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day && day >= '0001-01-01';
};
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/;

/** a calendar day: 'YYYY-MM-DD', or the app's birthday form 'YYYY-MM-DDT00:00:00Z' (spec §3) */
export const date = {
  value: (def) =>
    z
      .string(kindMessages(def.label))
      .regex(ISO_DAY, formatMessage(def.label))
      .transform((v) => v.slice(0, 10))
      .refine(isRealDay, formatMessage(def.label))
      // a birthday after today is a typing slip (issue 10): refused with the generic wording
      .refine((day) => !def.notAfterToday || day <= (vietnamDay(new Date()) ?? day), formatMessage(def.label)),
  row: () => z.string().nullable(),
  filter: (def) =>
    optionalParam(
      z
        .string()
        .regex(ISO_DAY, formatMessage(def.label))
        .transform((v) => v.slice(0, 10)),
    ),
} satisfies KindContract;
