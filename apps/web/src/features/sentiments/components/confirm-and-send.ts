import type { FormInstance } from 'antd';
import type { Envelope } from '@console/shared/api-types';
import { beforeTodayMessage, isBeforeToday, SENTIMENT_LABELS } from '@console/shared/forms/sentiment';
import { reportMutation } from '../../../lib/envelope-mutation';
import type { ValuesCheck } from '../../../lib/forms/check-values';
import { askConfirmation, showValidationError } from '../../../lib/result-helper';

interface ConfirmAndSend<T> {
  form: FormInstance;
  /** the form's fields, to mark the one that failed */
  fields: readonly string[];
  /** the shared zod body's verdict on what would be sent */
  check: ValuesCheck<T>;
  /** spec §5: 'Tiếp nhận phản ánh này?', 'Cập nhật phản ánh này?', 'Hoàn thành phản ánh này?' */
  question: string;
  /** gets the parsed body */
  send: (body: T) => Promise<Envelope<unknown>>;
  onSuccess: () => void;
}

/**
 * spec §5: validate first (the first message in the error dialog, the field marked), then ask, then send; the
 * server's answer in the result popup, the follow-up only on success (spec §8).
 */
export async function confirmAndSend<T>({ form, fields, check, question, send, onSuccess }: ConfirmAndSend<T>) {
  if (!check.ok) {
    if (fields.includes(check.field)) form.setFields([{ name: check.field, errors: [check.message] }]);
    showValidationError(check.message);
    return;
  }
  if (!(await askConfirmation(question))) return;
  await reportMutation(send(check.data), { done: onSuccess });
}

/** a field's error shows until that field changes (the Form has no rules of its own to clear it) */
export function clearChangedErrors(form: FormInstance, changed: Record<string, unknown>) {
  form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
}

/**
 * spec §5: a new or changed date must not lie before today in Vietnam. The pickers refuse those days; this catches a
 * value kept from before (an overdue deadline) that the officer changed to another past time.
 */
export function pastDateCheck(
  dates: { field: 'time_start' | 'time_finish'; value: string | null; before: string | null }[],
): ValuesCheck<never> | null {
  for (const { field, value, before } of dates) {
    if (!value || (before && Date.parse(value) === Date.parse(before))) continue;
    if (isBeforeToday(value)) return { ok: false, field, message: beforeTodayMessage(SENTIMENT_LABELS[field]) };
  }
  return null;
}
