import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { englishLeftIn, missingWording, setLanguage } from '../../helpers/email-language';
import { HOUR, insertGig, mailsTo } from '../bookings/bookings-fixtures';
import { acceptedBooking, runJobs } from './sessions-fixtures';

const GIG_TITLE = 'Untangle your Git history live';

/** A session's reminders reach each side in its own language (`users.language`), English when none was chosen. */
describe(`session reminders in each side's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reminds a Korean buyer in Korean and an expert without a language in English, the day before', async () => {
    const expert = await createTestExpert(t, { displayName: 'Ada Expert' });
    const gigId = await insertGig(t, expert, { credits: { basic: 10 }, title: GIG_TITLE });
    const b = await acceptedBooking(t, expert, gigId, 48);
    await setLanguage(t, b.buyer.id, 'ko');
    t.clock.set(new Date(b.window.startsAt.getTime() - 24 * HOUR));
    await runJobs(t);

    const room = `http://localhost:5500/sessions/${b.booking._id}`;
    const ko = SHARED_CATALOGUES.ko.emails;
    const koSubject = interpolate(ko['session.tomorrowSubject'] ?? '', { title: GIG_TITLE }, 'ko');
    await expect.poll(() => mailsTo(t, b.buyer.email).some((m) => m.subject === koSubject)).toBe(true);
    const korean = mailsTo(t, b.buyer.email).find((m) => m.subject === koSubject);
    expect(korean?.links).toContain(room);
    expect(missingWording(korean?.text ?? '', ko['session.remindBuyer'])).toEqual([]);
    expect(korean?.text).toContain(interpolate(ko['session.join'] ?? '', { room, minutes: JOIN_OPENS_BEFORE_MINUTES }, 'ko'));
    expect(korean?.text).toContain('10크레딧(₹100)');
    expect(englishLeftIn(korean?.text ?? '')).toEqual([]);

    await expect.poll(() => mailsTo(t, expert.email).some((m) => m.subject === `Tomorrow: ${GIG_TITLE}`)).toBe(true);
    const english = mailsTo(t, expert.email).find((m) => m.subject === `Tomorrow: ${GIG_TITLE}`);
    expect(english?.text).toContain(`Your session with Bo Buyer for "${GIG_TITLE}" (`);
    expect(english?.text).toContain(`Join the call: ${room}\n(the room opens `);
    expect(english?.text).toContain('\nStop these emails: ');
  });
});
