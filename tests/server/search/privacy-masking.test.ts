import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import type { Gig } from '#shared/contract/http/gigs';
import type { PublicReviewList } from '#shared/contract/http/reviews';
import type { PublicExpert, PublicGig } from '#shared/contract/http/search';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { testDbKind } from '../../helpers/test-db';
import { bookOk, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

const PHONE = '+91 98765 43210';
const SPELLED = 'nine eight seven six five four three two one zero';

/**
 * The masking of messages applies to every text another person reads before a booking: reviews,
 * their replies, gig titles and descriptions, the expert's description. Anyone else reads the
 * details hidden; the writer keeps the text as written.
 */
describe(`public texts hide contact details from their readers on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('a review and its reply, read by anonymous visitors and other users', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert, { credits: { basic: 10 } });
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 10);
    const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 1) });
    await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
    await t.db.kysely.updateTable('bookings').set({ stage: 'completed' }).where('id', '=', booking._id).execute();
    const written = `Great, ask him on ${SPELLED} or mail priya@gmail.com`;
    const created = await inject(t, 'POST', `/api/bookings/${booking._id}/review`, buyer, { rating: 5, text: written });
    expect(created.statusCode).toBe(201);
    // The writer reads their own words.
    expect(created.json<{ review: { text: string } }>().review.text).toBe(written);
    const [review] = (await inject(t, 'GET', `/api/reviews/gigs/${gigId}`, null)).json<PublicReviewList>().reviews;
    const reply = await inject(t, 'POST', `/api/reviews/${review?._id ?? ''}/reply`, expert, { text: `Thanks! Call me on ${PHONE}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ review: { reply: { text: string } } }>().review.reply.text).toBe(`Thanks! Call me on ${PHONE}`);

    const stranger = await createTestUser(t);
    for (const reader of [null, stranger]) {
      for (const path of [`/api/reviews/gigs/${gigId}`, `/api/reviews/experts/${expert.userName}`]) {
        const [shown] = (await inject(t, 'GET', path, reader)).json<PublicReviewList>().reviews;
        expect(shown?.text).toBe(`Great, ask him on ${HIDDEN_CONTACT_TEXT} or mail ${HIDDEN_CONTACT_TEXT}`);
        expect(shown?.reply?.text).toBe(`Thanks! Call me on ${HIDDEN_CONTACT_TEXT}`);
      }
    }
    // Stored as written, for the writer to see and edit.
    const stored = await t.db.kysely.selectFrom('reviews').select(['text', 'reply_text']).where('gig_id', '=', gigId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ text: written, reply_text: `Thanks! Call me on ${PHONE}` });
  });

  it('a gig title, description and packages and the expert description, everywhere but to the expert', async () => {
    const expert = await createTestExpert(t);
    const title = 'Figma help, whatsapp wa.me/919876543210';
    const gigId = await insertGig(t, expert, { title });
    const description = `Book me or call ${PHONE} directly, it is cheaper.`;
    await t.db.kysely.updateTable('gigs').set({ description }).where('id', '=', gigId).execute();
    await t.db.kysely.updateTable('gig_packages').set({ description: `Pay to rahul@okaxis` }).where('gig_id', '=', gigId).execute();
    await t.db.kysely
      .updateTable('expert_profiles')
      .set({ description: `Twelve years of Figma. Reach me at ${SPELLED}.`.padEnd(120, ' ok') })
      .where('id', '=', expert.expertId)
      .execute();
    const maskedTitle = `Figma help, whatsapp ${HIDDEN_CONTACT_TEXT}`;
    const maskedDescription = `Book me or call ${HIDDEN_CONTACT_TEXT} directly, it is cheaper.`;

    const stranger = await createTestUser(t);
    for (const reader of [null, stranger]) {
      const page = (await inject(t, 'GET', `/api/public/gigs/${gigId}`, reader)).json<{ gig: PublicGig; expert: { description: string } }>();
      expect(page.gig.title).toBe(maskedTitle);
      expect(page.gig.description).toBe(maskedDescription);
      expect(page.gig.pricing.basic?.description).toBe(`Pay to ${HIDDEN_CONTACT_TEXT}`);
      expect(page.expert.description).toContain(`Reach me at ${HIDDEN_CONTACT_TEXT}.`);
      const gig = (await inject(t, 'GET', `/api/gigs/${gigId}`, reader)).json<Gig>();
      expect([gig.title, gig.description, gig.pricing.basic.description]).toEqual([maskedTitle, maskedDescription, `Pay to ${HIDDEN_CONTACT_TEXT}`]);
      const profile = (await inject(t, 'GET', `/api/public/experts/${expert.userName}`, reader)).json<{ expert: PublicExpert; gigs: Array<{ title: string }> }>();
      expect(profile.expert.description).not.toContain('nine');
      expect(profile.gigs.map((g) => g.title)).toEqual([maskedTitle]);
    }
    const search = (await inject(t, 'GET', `/api/gigs/search?keyword=${encodeURIComponent('Figma help')}`, null)).json<{ items: Array<{ _id: string; title: string }> }>();
    expect(search.items.find((g) => g._id === gigId)?.title).toBe(maskedTitle);

    // The expert reads and edits their own words.
    const own = (await inject(t, 'GET', `/api/gigs/${gigId}`, expert)).json<Gig>();
    expect([own.title, own.description]).toEqual([title, description]);
    const mine = (await inject(t, 'GET', '/api/gigs/expert/my-gigs', expert)).json<Gig[]>();
    expect(mine.map((g) => g.title)).toEqual([title]);
  });
});
