import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { lazy } from '#shared/lazy';

/** nodemailer is loaded with the first mail, not at start. */
const nodemailer = lazy(async () => (await import('nodemailer')).default);

/** A file sent with a mail (e.g. a calendar invitation). */
export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (e.g. List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Real mail over SMTP (smtp://user:pass@host:port). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazy(async (): Promise<Transporter> => (await nodemailer()).createTransport(smtpUrl));
  return {
    async send(m) {
      await (await transport()).sendMail({ from, ...m });
    },
  };
}

/**
 * The offline default: each message is written as an .eml file under the outbox folder and its
 * links are printed in the log, so a newcomer can follow a verification link without a mail server.
 */
export function outboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  const transport = lazy(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(m) {
      const info = await (await transport()).sendMail({ from, ...m });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('The outbox transport answered a stream, not the message.');
      await writeFile(file, raw);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: m.to, subject: m.subject, file, links }, `Mail written to the outbox: ${m.subject}`);
    },
  };
}
