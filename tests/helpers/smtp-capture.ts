import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** Attached files (e.g. a calendar invitation), their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** Every header as sent, by its lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests. */
export async function startSmtpCapture(opts: { dir?: string } = {}) {
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const text = mail.text ?? '';
          const attachments = mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          }));
          const headers = Object.fromEntries(
            mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]),
          );
          const captured = { to, subject: mail.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [], attachments, headers };
          messages.push(captured);
          if (opts.dir) {
            // Named by arrival (zero-padded, so names sort in order), written whole and then renamed:
            // a reader in another process never sees a half-written file.
            const name = `${String(messages.length).padStart(6, '0')}.json`;
            writeFileSync(join(opts.dir, `.${name}.tmp`), JSON.stringify(captured));
            renameSync(join(opts.dir, `.${name}.tmp`), join(opts.dir, name));
          }
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits (up to 20 s: mail goes out after the answer, late on a busy machine) for a message to the address and returns the newest. */
    async waitFor(to: string, timeoutMs = 20_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
