import type { Agent } from 'node:https';
import { PUSH_BODY_MAX, type PushMessage } from '@console/shared/forms/web-push';
import sanitizeHtml from 'sanitize-html';
import webPush, { WebPushError } from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'sent': the push service took it; 'gone': the device unsubscribed (forget it); 'failed': try it another time */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone'; status: number } | { kind: 'failed'; status?: number };

/** how long a push service may take to answer before the push counts as failed */
const PUSH_TIMEOUT_MS = 10_000;
/** a day: a phone off over night still gets the morning's notices, a week-old one is not worth waking it for */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** the rich content as the short plain text a phone shows under the title */
export function pushBody(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PUSH_BODY_MAX ? `${text.slice(0, PUSH_BODY_MAX - 1)}…` : text;
}

/**
 * One push (RFC 8030), its payload encrypted for the device (aes128gcm, RFC 8291) and signed with the server's VAPID
 * key (RFC 8292) by the web-push library. `agent` carries a test's trust of its local push service.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys,
  agent?: Agent,
): Promise<PushOutcome> {
  try {
    await webPush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        timeout: PUSH_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        ...(agent ? { agent } : {}),
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof WebPushError) {
      // 404 / 410: the subscription expired or was withdrawn (RFC 8030 §7.3)
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone', status: error.statusCode };
      return { kind: 'failed', status: error.statusCode };
    }
    return { kind: 'failed' };
  }
}
