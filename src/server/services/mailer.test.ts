import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('outboxMailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('writes the message with its attachment as an .eml file and logs its links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qurious-outbox-'));
    dirs.push(dir);
    const logged: object[] = [];
    const mailer = outboxMailer(dir, 'Qurious <no-reply@qurious.local>', {
      info: (obj) => void logged.push(obj),
    });
    await mailer.send({
      to: 'bo@example.com',
      subject: 'Your session is confirmed',
      text: 'Join the call: http://localhost:5500/sessions/b1',
      attachments: [
        {
          filename: 'session.ics',
          content: CALENDAR,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    });
    const [file] = readdirSync(dir);
    const mail = await simpleParser(readFileSync(join(dir, file ?? '')));
    expect(mail.subject).toBe('Your session is confirmed');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString('utf8')])).toEqual([
      ['session.ics', 'text/calendar', CALENDAR],
    ]);
    expect(logged).toEqual([expect.objectContaining({ links: ['http://localhost:5500/sessions/b1'] })]);
  });
});
