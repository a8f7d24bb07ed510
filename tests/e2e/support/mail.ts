import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../helpers/smtp-capture';

/** Waits for the newest mail to an address that the e2e server sent through its SMTP server. */
export async function waitForMail(to: string, opts: { subject?: RegExp; timeoutMs?: number } = {}): Promise<CapturedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through the Playwright config.');
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    if (existsSync(dir)) {
      const mails = readdirSync(dir)
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
      const hit = mails.find(
        (m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)),
      );
      if (hit) return hit;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived.`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
