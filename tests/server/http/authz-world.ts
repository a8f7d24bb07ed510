import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';
import { createTestExpert } from '../../helpers/experts';
import { uploadGalleryImage } from '../../helpers/gigs';
import { uploadAvatar } from '../../helpers/expert-submission';
import { HOUR, attendTogether, bookOk, confirmSession, inHours, inject, insertGig, topUp } from '../bookings/bookings-fixtures';

/** Who calls a route in the authorization matrix. */
export const ACTORS = ['anonymous', 'buyer', 'otherExpert', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

type User = Awaited<ReturnType<typeof createTestUser>>;
type Expert = Awaited<ReturnType<typeof createTestExpert>>;
export type Caller = { auth: Record<string, string> };

/**
 * The people of the matrix and what each owns. `ownerExpert` and `ownerBuyer` own the resources a
 * route is tried on (the expert's gigs, the buyer's bookings, phone sessions and payments); `buyer`
 * is a signed-in user with no part in them, `otherExpert` an expert with none either. Each has an
 * avatar, each expert a gallery image, and each signed-in user credits, so a request that is valid
 * for its caller can succeed on the caller's own behalf.
 */
export async function buildWorld(t: TestApp) {
  const ownerExpert = await createTestExpert(t);
  const otherExpert = await createTestExpert(t);
  const ownerBuyer = await createTestUser(t);
  const buyer = await createTestUser(t);
  // Signs in on the login route; not an owner, so its answer (a token, its user) is nobody's secret.
  const loginUser = await createTestUser(t);
  const signedIn = { ownerExpert, otherExpert, ownerBuyer, buyer };
  const avatars = new Map<Caller, string>();
  for (const who of Object.values(signedIn)) avatars.set(who, await uploadAvatar(t, who));
  const galleries = new Map<Caller, string>();
  for (const who of [ownerExpert, otherExpert]) galleries.set(who, await uploadGalleryImage(t, who));
  for (const who of [ownerBuyer, buyer, otherExpert]) await topUp(t, who, 500);
  const activeGig = await insertGig(t, ownerExpert, { title: 'I will teach you Blender modelling live' });

  /** What only the owners may see: a non-owner's answer must never hold any of it. */
  const secrets = new Set<string>([ownerExpert.id, ownerExpert.email, ownerBuyer.id, ownerBuyer.email]);
  const secret = (value: string) => {
    secrets.add(value);
    return value;
  };

  let bookings = 0;
  const world = {
    t,
    ownerExpert,
    otherExpert,
    ownerBuyer,
    buyer,
    loginUser,
    activeGig,
    secrets,
    secret,
    /** The caller playing `actor` on a route whose resource belongs to `owner`. */
    caller(actor: Actor, owner: 'expert' | 'buyer'): Caller | null {
      if (actor === 'anonymous') return null;
      if (actor === 'buyer') return buyer;
      if (actor === 'otherExpert') return otherExpert;
      return owner === 'expert' ? ownerExpert : ownerBuyer;
    },
    avatarOf: (who: Caller) => avatars.get(who) ?? '',
    galleryOf: (who: Caller) => galleries.get(who) ?? galleries.get(ownerExpert) ?? '',
    /** A gig of ownerExpert's, in the database only (its id is public once it is active). */
    gig: (active: boolean) => insertGig(t, ownerExpert, { active }),
    /** A booking of ownerBuyer's on ownerExpert's gig, in the stage asked for; its id is a secret. */
    async booking(stage: 'requested' | 'accepted' | 'completed') {
      const soon = stage !== 'requested';
      // An hour apart each, so no two of the expert's sessions overlap.
      bookings += 1;
      const booking = await bookOk(t, ownerBuyer, activeGig, {
        times: soon ? inHours(t, 1, 30) : inHours(t, 24 + bookings, 48 + bookings),
      });
      if (stage === 'requested') return { id: secret(booking._id), proposedTimes: booking.proposedTimes };
      const accept = await inject(t, 'POST', `/api/bookings/${booking._id}/accept`, ownerExpert, {
        scheduledAt: booking.proposedTimes[0],
      });
      if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
      // The session has started once the clock passes its time; later bookings propose later times.
      t.clock.advance(2 * HOUR);
      // Both were in its room together, so its buyer may confirm it.
      if (stage === 'accepted') await attendTogether(t, booking._id);
      if (stage === 'completed') {
        const done = await confirmSession(t, booking._id, ownerBuyer);
        if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
      }
      return { id: secret(booking._id), proposedTimes: booking.proposedTimes };
    },
    /** A phone verification ownerBuyer opened; its id is the capability the hosted page holds. */
    async phoneSession() {
      const res = await inject(t, 'POST', '/api/phone-sessions', ownerBuyer, {});
      if (res.statusCode !== 201) throw new Error(`phone session failed: ${res.body}`);
      return secret((res.json<{ sessionId: string }>()).sessionId);
    },
    /** A pending payment of ownerBuyer's, as a hosted checkout leaves it until its webhook. */
    async pendingPayment() {
      const id = randomUUID();
      const now = t.clock.now().toISOString();
      await t.db.kysely
        .insertInto('payments')
        .values({
          id,
          user_id: ownerBuyer.id,
          provider: 'test',
          provider_ref: `cs_${id}`,
          credits: 15,
          amount_minor: 15000,
          currency: 'INR',
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { id: secret(id), ref: `cs_${id}` };
    },
  };
  return world;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
export type { Expert, User };
