import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '#shared/i18n/isolate';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '#shared/domain/notifications';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { ensureBookingConversation } from '#server/modules/conversations/repo';
import { createNotificationJobRunner } from '#server/modules/notifications/unread-mail';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { englishLeftIn, missingWording, setLanguage } from '../../helpers/email-language';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, HOUR, inHours, inject, insertGig, mailsTo, topUp } from '../bookings/bookings-fixtures';
import { bookedInLanguages } from './language-fixtures';
import { storeBookingMessage } from '../messages/messages-fixtures';

const GIG_TITLE = 'Figma auto-layout, live';

/**
 * The notification emails (booking events, unread messages) and their unsubscribe footer
 * are written in the recipient's language (`users.language`), each side of a booking in its own;
 * an account that chose none still gets today's English.
 */
describe(`notification emails in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The mail to an address whose subject is exactly this one (polled: booking mails go out after the answer). */
  const mailTo = async (email: string, subject: string) => {
    await expect.poll(() => mailsTo(t, email).some((m) => m.subject === subject)).toBe(true);
    const mail = mailsTo(t, email).find((m) => m.subject === subject);
    if (!mail) throw new Error(`no mail "${subject}" to ${email}`);
    return mail;
  };

  const booked = (expertLanguage: string | null, buyerLanguage: string | null) => bookedInLanguages(t, GIG_TITLE, expertLanguage, buyerLanguage);

  it('writes the booking request to a French expert in French, footer included, and the acceptance to an Arabic buyer in Arabic', async () => {
    const { expert, buyer, booking, times } = await booked('fr', 'ar');
    const fr = SHARED_CATALOGUES.fr.emails;
    const request = await mailTo(expert.email, interpolate(fr['booking.requested.subject'] ?? '', { title: GIG_TITLE }, 'fr'));
    expect(request.text).toContain('Inès Carvalho');
    for (const key of ['booking.requested.body', 'booking.requested.answer'] as const) expect(missingWording(request.text, fr[key])).toEqual([]);
    expect(request.text).toContain(`« ${GIG_TITLE} »`);
    // Credits and rupees as French writes them (the rupee sign after the amount).
    expect(request.text).toMatch(/crédits \(\d[\d\s]*₹\)/);
    expect(request.text).toContain(fr['footer.stop']?.split('{{')[0]);
    expect(request.text).toContain(fr['footer.settings']?.split('{{')[0]);
    expect(englishLeftIn(request.text)).toEqual([]);

    const accepted = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: times[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ar = SHARED_CATALOGUES.ar.emails;
    const confirmed = await mailTo(buyer.email, interpolate(ar['booking.accepted.subject'] ?? '', { title: isolate(GIG_TITLE) }, 'ar'));
    expect(confirmed.text).toContain(interpolate(ar['greeting'] ?? '', { name: isolate('Inès Carvalho') }, 'ar'));
    // Latin names and titles in an Arabic mail are isolated: they keep their order, the quotes their sides.
    expect(confirmed.text).toContain(`«${isolate(GIG_TITLE)}»`);
    expect(confirmed.text).toContain(ar['footer.stop']?.split('{{')[0]);
    // The start as Arabic writes dates.
    const day = new Intl.DateTimeFormat('ar', { day: '2-digit', timeZone: 'UTC' }).format(new Date(times[0] ?? ''));
    expect(confirmed.text).toContain(day);
    expect(englishLeftIn(confirmed.text)).toEqual([]);
  });

  it('still writes the booking request in English to an expert who chose no language', async () => {
    const { expert } = await booked(null, 'ko');
    const request = await mailTo(expert.email, `New booking request: ${GIG_TITLE}`);
    expect(request.text).toContain('Hi ');
    expect(request.text).toContain(`Inès Carvalho booked "${GIG_TITLE}" (`);
    expect(request.text).toContain('Accept one of the times or decline by ');
    expect(request.text).toMatch(/\nStop these emails: http:\/\/localhost:5500\/api\/notifications\/unsubscribe\?token=/);
    expect(request.text).toContain('\nAll notification settings: http://localhost:5500/');
  });

  /** A booking's conversation between a buyer and an expert, and a way to store a message in it. */
  async function conversation(buyerName: string) {
    t.clock.advance(12 * HOUR);
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t, { name: buyerName });
    await topUp(t, buyer, 100);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 30) });
    const id = await ensureBookingConversation(t.db.kysely, { bookingId: booking._id, memberIds: [buyer.id, expert.id], now: t.clock.now() });
    const send = (from: { id: string }, to: { id: string }, text: string) => storeBookingMessage(t, { conversationId: id, bookingId: booking._id }, from, to, text);
    const later = async () => {
      t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
      await createNotificationJobRunner(t.deps, t.app.log).runDue();
    };
    // An expert is shown to others by their display name, never the private full name.
    const expertName = (await t.db.kysely.selectFrom('expert_profiles').select('display_name').where('user_id', '=', expert.id).executeTakeFirstOrThrow()).display_name;
    return { id, expert, expertName, buyer, send, later };
  }

  it('writes the unread-message email in Korean to a Korean account', async () => {
    const c = await conversation('Dara Kim');
    await setLanguage(t, c.buyer.id, 'ko');
    await c.send(c.expert, c.buyer, 'Ready when you are.');
    await c.send(c.expert, c.buyer, 'Bring the file.');
    await c.later();

    const ko = SHARED_CATALOGUES.ko.emails;
    const korean = await mailTo(c.buyer.email, interpolate(ko['unread.subject_other'] ?? '', { count: 2, from: c.expertName }, 'ko'));
    expect(korean.text).toContain(interpolate(ko['greeting'] ?? '', { name: 'Dara Kim' }, 'ko'));
    expect(korean.text).toContain(interpolate(ko['unread.body_other'] ?? '', { count: 2, from: c.expertName }, 'ko'));
    expect(korean.text).toContain(interpolate(ko['unread.link'] ?? '', { link: `http://localhost:5500/messages/${c.id}` }, 'ko'));
    expect(missingWording(korean.text, ko['footer.stop'])).toEqual([]);
    expect(missingWording(korean.text, ko['footer.settings'])).toEqual([]);
    expect(englishLeftIn(korean.text)).toEqual([]);
  });

  it('writes the unread-message email in English to an account without a language, whatever the sender chose', async () => {
    const c = await conversation('Sam Lee');
    await setLanguage(t, c.expert.id, 'ar');
    await c.send(c.expert, c.buyer, 'Ready when you are.');
    await c.later();
    const english = await mailTo(c.buyer.email, `You have an unread message from ${c.expertName}`);
    expect(english.text).toContain('Hi Sam Lee,');
    expect(english.text).toContain(`${c.expertName} sent you a message you have not read yet.`);
    expect(english.text).toContain(`Read and answer: http://localhost:5500/messages/${c.id}`);
    expect(english.text).toContain('\n\n--\nStop these emails: ');
  });
  it("shows the unsubscribe link's pages in the account's language, and a link that names no account in the browser's", async () => {
    const { expert } = await booked('fr', null);
    const fr = SHARED_CATALOGUES.fr.emails;
    const request = await mailTo(expert.email, interpolate(fr['booking.requested.subject'] ?? '', { title: GIG_TITLE }, 'fr'));
    const url = new URL((request.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));
    const path = `${url.pathname}${url.search}`;
    const kind = fr['kind.booking.requested'] ?? '';

    const confirm = await t.app.inject({ method: 'GET', url: path });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<html lang="fr" dir="ltr">');
    expect(confirm.body).toContain(`<h1>${fr['unsubscribe.title']}</h1>`);
    expect(confirm.body).toContain(interpolate(fr['unsubscribe.confirm'] ?? '', { kind }, 'fr'));
    expect(confirm.body).toContain(`<button type="submit">${fr['unsubscribe.action']}</button>`);
    expect(englishLeftIn(confirm.body.replace(/<[^>]*>/g, ' '))).toEqual([]);

    const done = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(interpolate(fr['unsubscribe.done'] ?? '', { kind }, 'fr'));
    expect(done.body).toContain(`${fr['unsubscribe.settings']}</a>`);

    const ar = SHARED_CATALOGUES.ar.emails;
    const invalid = await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe?token=nonsense', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('<html lang="ar" dir="rtl">');
    expect(invalid.body).toContain(ar['unsubscribe.invalid']);
  });
});
