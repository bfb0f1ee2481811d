import { z } from 'zod';
import type { FieldDefs } from '../validation/field-defs.ts';
import { formatMessage } from '../validation/messages.ts';
import { acceptNested, objectSchema } from '../validation/zod-fields.ts';

// Web Push for the residents' app (issue 13): the app subscribes its service worker with the server's VAPID public
// key and sends the subscription as the browser gives it, PushSubscription.toJSON():
// {endpoint, expirationTime, keys: {p256dh, auth}}.

const KEY_FIELDS = {
  p256dh: { label: 'Khoá mã hoá của thiết bị', kind: 'text', required: true, max: 100 },
  auth: { label: 'Khoá xác thực của thiết bị', kind: 'text', required: true, max: 100 },
} as const satisfies FieldDefs;

export const PUSH_SUBSCRIPTION_FIELDS = {
  endpoint: { label: 'Địa chỉ nhận thông báo đẩy', kind: 'text', required: true, max: 1_000 },
  ...KEY_FIELDS,
} as const satisfies FieldDefs;

/** a push service is always reached over HTTPS (RFC 8030) */
const ENDPOINT = /^https:\/\/[^\s/?#@]+(\/\S*)?$/;
/** an uncompressed P-256 point (65 bytes, first 0x04) and a 16-byte secret, base64url with or without padding */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

const checks = [
  ['endpoint', ENDPOINT],
  ['p256dh', P256DH],
  ['auth', AUTH],
] as const;

/** POST /api/web/notifications/push-subscriptions */
export const ZPushSubscriptionBody = acceptNested(
  objectSchema(PUSH_SUBSCRIPTION_FIELDS),
  'keys',
  'Khoá của thiết bị',
  KEY_FIELDS,
).superRefine((body, ctx) => {
  for (const [key, pattern] of checks)
    if (!pattern.test(body[key]))
      ctx.addIssue({ code: 'custom', message: formatMessage(PUSH_SUBSCRIPTION_FIELDS[key].label), path: [key] });
});
export type PushSubscriptionBody = z.infer<typeof ZPushSubscriptionBody>;

/** a person's devices kept for push: the oldest unused one makes room for a new one beyond this */
export const PUSH_DEVICES_PER_PERSON = 10;

/** what a push carries to the app's service worker (at most 4 KB encrypted: the text is cut short) */
export interface PushMessage {
  id: number;
  type: 'general' | 'individual';
  title: string;
  body: string;
}
export const PUSH_BODY_MAX = 200;
