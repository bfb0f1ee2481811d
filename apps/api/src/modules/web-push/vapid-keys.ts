import webPush from 'web-push';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { keptSecret } from '../../lib/kept-secret.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** the address inside MAIL_FROM ('Trang quản trị <no-reply@x.vn>' → 'no-reply@x.vn') */
const mailAddress = (from: string) => /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, otherwise
 * generated once and kept in DATA_DIR (the embedded database) or in the database (PostgreSQL, shared by every node).
 * A browser's subscription is bound to the public key it was made with, so the pair must never change by itself.
 */
export async function resolveVapidKeys(config: AppConfig, database: Database): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${mailAddress(config.MAIL_FROM)}`;
  if (!config.VAPID_PUBLIC_KEY !== !config.VAPID_PRIVATE_KEY)
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const kept = await keptSecret(config, database, 'web_push_vapid', () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(kept) as Omit<VapidKeys, 'subject'>;
  return { publicKey, privateKey, subject };
}
