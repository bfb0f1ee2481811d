import {
  NOTIFICATION_FIELDS,
  RECIPIENT_KEYS,
  ZNotificationBody,
  type NotificationBody,
} from '@console/shared/forms/notification';
import { checkValues, toFormValues, toSchemaInput, type ValuesCheck } from '../../../lib/forms/check-values';
import type { NotificationDetail } from '../api/notification-keys';

/** the fields drawn by their kinds (lib/field-kinds): the recipients and the time have controls of their own */
export const CONTENT_FIELDS = {
  title: NOTIFICATION_FIELDS.title,
  content: NOTIFICATION_FIELDS.content,
  attachments: NOTIFICATION_FIELDS.attachments,
};

/** edit: the draft as stored (its time as a Vietnam wall-clock picker value); create: empty lists */
export function initialNotificationValues(entry: NotificationDetail | null): Record<string, unknown> {
  const values: Record<string, unknown> = {
    title: entry?.title ?? '',
    content: entry?.content ?? '',
    attachments: entry?.attachments ?? [],
    scheduled_at: entry?.scheduled_at ?? null,
  };
  for (const key of RECIPIENT_KEYS) values[key] = entry?.[key] ?? [];
  return toFormValues(NOTIFICATION_FIELDS, values);
}

/** the server's own schema in the browser (spec §5): same rules, same Vietnamese messages, the body it expects */
export function checkNotificationValues(values: Record<string, unknown>): ValuesCheck<NotificationBody> {
  return checkValues<NotificationBody>(ZNotificationBody, toSchemaInput(NOTIFICATION_FIELDS, values));
}

export const isRecipientField = (field: string) => (RECIPIENT_KEYS as readonly string[]).includes(field);
