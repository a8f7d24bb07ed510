import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '#shared/domain/notifications';
import { createNotificationJobRunner } from '#server/modules/notifications/unread-mail';
import type { Conversation } from '#shared/contract/http/messages';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { HOUR, bookOk, inHours, inject, insertGig, topUp, waitForMail } from '../bookings/bookings-fixtures';
import type { PublicReviewList, Review } from '#shared/contract/http/reviews';
import { ageAccount, contact, sendOk } from '../messages/messages-fixtures';

const FULL_NAME = 'Samantha Privatefullname';
const DISPLAY_NAME = 'Sam the Designer';

/**
 * The expert's full name is private (the onboarding form marks it so): other people read the
 * display name in the inbox, the bell and the unread-message email.
 */
describe(`other people read an expert's display name on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('in the inbox, the bell and the email, never the full name', async () => {
    const expert = await createTestExpert(t, { displayName: DISPLAY_NAME });
    await t.db.kysely.updateTable('users').set({ name: FULL_NAME }).where('id', '=', expert.id).execute();
    const buyer = await createTestUser(t, { name: 'Bea Buyer' });
    await ageAccount(t, buyer.id);
    const conversation = await contact(t, buyer, expert);
    expect(conversation.other.name).toBe(DISPLAY_NAME);
    await sendOk(t, buyer, conversation.id, 'Hello, can you help with Figma?');
    await sendOk(t, expert, conversation.id, 'Yes, gladly.');

    const inbox = (await inject(t, 'GET', '/api/conversations', buyer)).json<{ conversations: Conversation[] }>();
    expect(inbox.conversations.map((c) => c.other.name)).toEqual([DISPLAY_NAME]);
    // The expert reads the buyer by the buyer's own account name.
    const theirs = (await inject(t, 'GET', '/api/conversations', expert)).json<{ conversations: Conversation[] }>();
    expect(theirs.conversations.map((c) => c.other.name)).toEqual(['Bea Buyer']);

    const bell = (await inject(t, 'GET', '/api/notifications', buyer)).json<{ notifications: Array<{ kind: string; title: string }> }>();
    const notice = bell.notifications.find((n) => n.kind === 'message.new');
    expect(notice?.title).toBe(`New message from ${DISPLAY_NAME}`);

    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
    await createNotificationJobRunner(t.deps, t.app.log).runDue();
    const mail = await waitForMail(t, buyer.email, /unread message/);
    expect(mail.subject).toBe(`You have an unread message from ${DISPLAY_NAME}`);
    const everything = JSON.stringify({ conversation, inbox, bell, mail: [mail.subject, mail.text] });
    expect(everything).not.toContain('Privatefullname');
  });
});

/**
 * A buyer's full name is not printed on public reviews: a review names its author by first name and
 * initial ("Samuel C.") unless the author chose the full name on the review form.
 */
describe(`public reviews name their author as the author chose on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A completed booking of the gig by a new buyer of that name (the session's own rules are other suites'). */
  async function completedBooking(gigId: string, expert: { auth: Record<string, string> }, name: string) {
    t.clock.advance(2 * HOUR);
    const buyer = await createTestUser(t, { name });
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 1) });
    await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
    await t.db.kysely.updateTable('bookings').set({ stage: 'completed' }).where('id', '=', booking._id).execute();
    return { buyer, id: booking._id };
  }

  it('first name and initial by default, the full name when chosen, the same in the list', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const first = await completedBooking(gigId, expert, 'Samuel Cohen');
    const byDefault = await inject(t, 'POST', `/api/bookings/${first.id}/review`, first.buyer, { rating: 5, text: 'Very clear.' });
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json<{ review: Review }>().review.buyerName).toBe('Samuel C.');

    const second = await completedBooking(gigId, expert, 'Maria da Silva Santos');
    const full = await inject(t, 'POST', `/api/bookings/${second.id}/review`, second.buyer, { rating: 4, text: 'Good.', nameShown: 'full' });
    expect(full.json<{ review: Review }>().review.buyerName).toBe('Maria da Silva Santos');

    const third = await completedBooking(gigId, expert, 'Élodie  martin');
    expect((await inject(t, 'POST', `/api/bookings/${third.id}/review`, third.buyer, { rating: 4, text: 'Bien.', nameShown: 'initial' })).statusCode).toBe(201);

    const refused = await inject(t, 'POST', `/api/bookings/${third.id}/review`, third.buyer, { rating: 4, text: 'Bien.', nameShown: 'nickname' });
    expect(refused.statusCode).toBe(400);

    const list = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<PublicReviewList>();
    expect(list.reviews.map((r) => r.buyerName).sort()).toEqual(['Maria da Silva Santos', 'Samuel C.', 'Élodie M.']);
    expect(JSON.stringify(list)).not.toContain('Cohen');
    const stored = await t.db.kysely.selectFrom('reviews').select(['booking_id', 'name_shown']).where('gig_id', '=', gigId).execute();
    expect(Object.fromEntries(stored.map((r) => [r.booking_id, r.name_shown]))).toEqual({ [first.id]: 'initial', [second.id]: 'full', [third.id]: 'initial' });
  });
});
