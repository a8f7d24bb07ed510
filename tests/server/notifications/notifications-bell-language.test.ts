import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isolate } from '#shared/i18n/isolate';
import ICAL from 'ical.js';
import type { AppNotification } from '#shared/contract/http/notifications';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { interpolate } from '#shared/i18n/message-format';
import { ensureBookingConversation } from '#server/modules/conversations/repo';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { englishLeftIn, missingWording } from '../../helpers/email-language';
import { testDbKind } from '../../helpers/test-db';
import { inject, mailsTo } from '../bookings/bookings-fixtures';
import { bookedInLanguages } from './language-fixtures';
import { contact, pair, sendOk, storeBookingMessage } from '../messages/messages-fixtures';

const GIG_TITLE = 'Blender rigging, step by step';

/**
 * The bell's notices and the calendar invitation are written in the recipient's language
 * (`users.language`) when they are made, each side of a booking in its own; English without one.
 */
describe(`bell notices and the invitation in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (who: { auth: Record<string, string> }) => {
    const res = await inject(t, 'GET', '/api/notifications', who);
    expect(res.statusCode).toBe(200);
    return res.json<{ notifications: AppNotification[] }>().notifications;
  };
  /** The one notification of this kind a user has (polled: notices are kept after the answer). */
  const notice = async (who: { auth: Record<string, string> }, kind: AppNotification['kind']) => {
    await vi.waitFor(async () => expect((await list(who)).some((n) => n.kind === kind)).toBe(true));
    const found = (await list(who)).find((n) => n.kind === kind);
    if (!found) throw new Error(`no ${kind} notification`);
    return found;
  };

  const booked = (expertLanguage: string | null, buyerLanguage: string | null) => bookedInLanguages(t, GIG_TITLE, expertLanguage, buyerLanguage);

  it('tells a French expert of the request in French and an Arabic buyer of the acceptance in Arabic, with an Arabic invitation', async () => {
    const { expert, buyer, booking, times } = await booked('fr', 'ar');
    const fr = SHARED_CATALOGUES.fr.emails;
    const request = await notice(expert, 'booking.requested');
    expect(request.title).toBe(fr['bell.requested.title']);
    expect(request.body).toMatch(new RegExp(`^Inès Carvalho a réservé « ${GIG_TITLE} » \\(.+\\)\\.$`));

    const accepted = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: times[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ar = SHARED_CATALOGUES.ar.emails;
    const acceptance = await notice(buyer, 'booking.accepted');
    expect(acceptance.title).toBe(ar['bell.accepted.title']);
    // A Latin title in an Arabic notice is isolated: it keeps its order and the quotes their sides.
    expect(acceptance.body).toContain(`«${isolate(GIG_TITLE)}»`);
    // The start as Arabic writes dates, not English.
    const day = new Intl.DateTimeFormat('ar', { day: '2-digit', timeZone: 'UTC' }).format(new Date(times[0] ?? ''));
    expect(acceptance.body).toContain(day);
    expect(englishLeftIn(`${acceptance.title}\n${acceptance.body}`)).toEqual([]);

    // The calendar invitation attached to the Arabic acceptance mail is in Arabic too.
    const subject = interpolate(ar['booking.accepted.subject'] ?? '', { title: isolate(GIG_TITLE) }, 'ar');
    await expect.poll(() => mailsTo(t, buyer.email).some((m) => m.subject === subject)).toBe(true);
    const [invite] = mailsTo(t, buyer.email).find((m) => m.subject === subject)?.attachments ?? [];
    const vevent = new ICAL.Component(ICAL.parse(invite?.content ?? '')).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the invitation');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(interpolate(ar['invite.title'] ?? '', { gig: isolate(GIG_TITLE) }, 'ar'));
    expect(event.description).toContain(`http://localhost:5500/sessions/${booking._id}`);
    expect(missingWording(event.description, ar['invite.description'])).toEqual([]);
    expect(englishLeftIn(event.description)).toEqual([]);
  });

  it('keeps English for an account that chose no language, whatever the other side chose', async () => {
    const { expert } = await booked(null, 'ko');
    const request = await notice(expert, 'booking.requested');
    expect(request.title).toBe('New booking request');
    expect(request.body).toMatch(new RegExp(`^Inès Carvalho booked "${GIG_TITLE}" \\(.+\\)\\.$`));
  });

  it('tells a Korean recipient of a new message in Korean', async () => {
    const { expert, buyer, booking } = await booked(null, 'ko');
    const id = await ensureBookingConversation(t.db.kysely, { bookingId: booking._id, memberIds: [buyer.id, expert.id], now: t.clock.now() });
    await storeBookingMessage(t, { conversationId: id, bookingId: booking._id }, expert, buyer, 'Ready when you are.');
    const message = await notice(buyer, 'message.new');
    // An expert is shown to others by their display name, never the private full name.
    const name = (await t.db.kysely.selectFrom('expert_profiles').select('display_name').where('user_id', '=', expert.id).executeTakeFirstOrThrow()).display_name;
    expect(message.title).toBe(interpolate(SHARED_CATALOGUES.ko.emails['bell.message.title'] ?? '', { name }, 'ko'));
  });

  it('follows the reader when they change language: a notice made in English reads in French afterwards', async () => {
    const { expert } = await booked(null, null);
    expect((await notice(expert, 'booking.requested')).title).toBe('New booking request');
    const set = await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: expert.auth, payload: { language: 'fr' } });
    expect(set.statusCode, set.body).toBe(200);
    const again = await notice(expert, 'booking.requested');
    expect(again.title).toBe(SHARED_CATALOGUES.fr.emails['bell.requested.title']);
    expect(again.body).toMatch(new RegExp(`^Inès Carvalho a réservé « ${GIG_TITLE} » \\(.+\\)\\.$`));
  });

  it("writes the marker of hidden contact details in a message's preview in the reader's language", async () => {
    const { buyer, expert } = await pair(t);
    await t.db.kysely.updateTable('users').set({ language: 'fr' }).where('id', '=', expert.id).execute();
    const conversation = await contact(t, buyer, expert);
    await sendOk(t, buyer, conversation.id, 'Call me on +91 98765 43210 please');
    const message = await notice(expert, 'message.new');
    expect(message.body).toContain(SHARED_CATALOGUES.fr.emails['bell.hiddenUntilBooked']);
    expect(message.body).not.toContain('98765');
    expect(message.body).not.toContain('[hidden until booked]');
  });
});
