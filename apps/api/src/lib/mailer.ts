import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise each message is written to DATA_DIR/outbox/ as an .eml file */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    // nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default; the reset queue's lease
    // (reset-queue.ts) must outlast a whole request's mails, so an unresponsive server is given up on much sooner
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      await writeFile(
        path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}-${safeTo}.eml`),
        info.message as Buffer,
      );
    },
  };
}
