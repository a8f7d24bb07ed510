import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../helpers/smtp-capture';

/** The mail an e2e server's SMTP capture wrote to `dir`, newest first (files are named by arrival). */
export function mailsIn(dir: string): CapturedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CapturedMail);
}

/**
 * Waits for the newest mail to an address (and subject) that an e2e server sent through its SMTP
 * capture: the global server's (E2E_MAIL_DIR) unless `dir` names another server's. Mail goes out
 * after the API has answered, so this polls until it is there (20 s: a busy machine is slow).
 */
export async function waitForMail(
  to: string,
  opts: { subject?: RegExp; timeoutMs?: number; dir?: string } = {},
): Promise<CapturedMail> {
  const dir = opts.dir ?? process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through the Playwright config.');
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    const hit = mailsIn(dir).find(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)),
    );
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}${opts.subject ? ` matching ${opts.subject}` : ''} arrived.`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
