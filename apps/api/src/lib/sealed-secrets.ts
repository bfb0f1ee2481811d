import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { keptSecret } from './kept-secret.ts';

/**
 * Secrets the console must give back to a machine but never to a person (a camera's RTSP password): AES-256-GCM with
 * a key from CAMERA_SECRET, or one made once and kept (lib/kept-secret.ts: DATA_DIR for the embedded database, the
 * database itself for PostgreSQL, so every node reads the same). A sealed value is `v1.<iv>.<tag>.<ciphertext>`.
 */
export interface SecretBox {
  seal(plain: string): Promise<string>;
  unseal(sealed: string): Promise<string>;
}

const VERSION = 'v1';

export function createSecretBox(loadKey: () => Promise<Buffer>): SecretBox {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => (key ??= loadKey());
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOnce(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    async unseal(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('sealed secret: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', await keyOnce(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** the sealing key: CAMERA_SECRET's digest when set, else a kept random one */
export function cameraSecretKey(config: Pick<AppConfig, 'CAMERA_SECRET' | 'dataDir'>, database: Database) {
  return async () => {
    const secret =
      config.CAMERA_SECRET ??
      (await keptSecret(config, database, 'camera_secret', () => randomBytes(32).toString('base64url')));
    return createHash('sha256').update(secret).digest();
  };
}
