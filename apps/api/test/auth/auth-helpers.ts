import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helper.ts';

export const DEMO_PASSWORD = 'Demo@2026';

export const UNAUTHENTICATED = { code: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', data: null };
export const BAD_CREDENTIALS = { code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null };

/** POST /api/auth/login from a chosen client address (inject's default is 127.0.0.1) */
export function loginRequest(t: TestApp, username: string, password: string, ip = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
}

export async function userByName(t: TestApp, username: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no seeded user ${username}`);
  return user;
}

export async function setUser(t: TestApp, username: string, values: Partial<typeof users.$inferInsert>) {
  await t.database.db.update(users).set(values).where(eq(users.username, username));
}

/** the readable text of an .eml written by the outbox mailer: headers kept, body decoded (quoted-printable or base64) */
export function decodeEml(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let decoded = body;
  if (encoding === 'quoted-printable') {
    const binary = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    decoded = Buffer.from(binary, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return `${headers}\n\n${decoded}`;
}

/** every mail in DATA_DIR/outbox addressed to `to`, decoded, oldest first */
export async function outboxMailsTo(t: TestApp, to: string): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const text = decodeEml(await readFile(path.join(dir, name), 'utf8'));
    const header = /^to:\s*(.+)$/im.exec(text)?.[1] ?? '';
    if (header.toLowerCase().includes(to.toLowerCase())) mails.push(text);
  }
  return mails;
}

export const RESET_LINK = /http:\/\/console\.test\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** the reset token from the newest mail to `to` */
export async function resetTokenFromMail(t: TestApp, to: string): Promise<string> {
  const mails = await outboxMailsTo(t, to);
  const match = RESET_LINK.exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`no reset link in the mail to ${to}:\n${mails.at(-1)}`);
  return match[1];
}
