import { rmSync } from 'node:fs';
import { createAuthSessions, signSession } from '#server/modules/users/auth-sessions';
import { createTokenService } from '#server/modules/users/tokens';
import { toPublicUser } from '#server/modules/users/public-user';
import { resolveJwtSecret } from '#server/secret';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { planDemoMarketplace } from '#server/seed/demo/plan';
import { manualClock, type Clock } from '#server/services/clock';
import type { PublicUser } from '#shared/contract/http/users';
import { startE2eServer, type E2eServer } from './server';

/**
 * The fixed world of the visual and accessibility specs: a real server on a free port whose clock stands
 * still at FROZEN_NOW, holding the demo marketplace (the same experts, gigs, images and reviews on
 * every run). Sessions are minted for its accounts with the server's own secret and clock.
 */
export const FROZEN_NOW = new Date('2026-03-02T10:00:00.000Z');

export interface DemoSession {
  token: string;
  user: PublicUser;
}

/** Analytics are written only on shutdown (or at 2,000 events): the pages visited never change the seeded roll-ups. */
const DEMO_ENV = { ANALYTICS_FLUSH_MS: '0' };

/** Mints signed-in sessions for the stored accounts of a server, with its own secret and clock. */
function sessionMaker(server: E2eServer, clock: Clock) {
  const tokens = createTokenService(resolveJwtSecret(undefined, server.dataDir), 7 * 24 * 3600, clock);
  const sessions = createAuthSessions(server.deps.db.kysely, clock, 7 * 24 * 3600);
  /** A signed-in session of a stored user (demo accounts have token version 0). */
  return async (userId: string): Promise<DemoSession> => {
    const user = await toPublicUser(server.deps.db.kysely, userId);
    if (!user) throw new Error(`no user ${userId}`);
    return { token: await signSession(sessions, tokens, { id: userId, token_version: 0 }, 'playwright'), user };
  };
}

/**
 * Writes the demo world once (its 132 gigs' images are drawn by sharp: half a minute on a busy
 * machine) into a data folder of its own, closed, and returns the folder: every demo server of the
 * run starts on a copy of it (the e2e global setup makes it and passes it on as E2E_DEMO_WORLD).
 */
export async function buildDemoWorld(): Promise<string> {
  // The fixed orders are written a minute apart before FROZEN_NOW, so every list sorts them alike.
  const clock = manualClock(new Date(FROZEN_NOW.getTime() - 10 * 60_000));
  const server = await startE2eServer(0, DEMO_ENV, { clock, keep: true });
  try {
    await demoMarketplaceSeeder.run(server.deps);
    await bookDemoOrders(server.baseURL, planDemoMarketplace(), sessionMaker(server, clock), () => clock.advance(60_000));
  } catch (err) {
    await server.close();
    rmSync(server.dataDir, { recursive: true, force: true });
    throw err;
  }
  await server.close();
  return server.dataDir;
}

export async function startDemoServer() {
  const shared = process.env.E2E_DEMO_WORLD;
  // A spec run outside the e2e global setup (a script of its own) writes the world for itself.
  const from = shared ?? (await buildDemoWorld());
  const clock = manualClock(FROZEN_NOW);
  const server = await startE2eServer(0, DEMO_ENV, { clock, from });
  if (!shared) rmSync(from, { recursive: true, force: true });
  return { ...server, plan: planDemoMarketplace(), sessionOf: sessionMaker(server, clock) };
}

/**
 * The first demo buyer's orders with the first demo expert, the same on every run: one request
 * waiting for the expert and one the expert accepted (each at the earliest open times).
 */
async function bookDemoOrders(
  baseURL: string,
  plan: ReturnType<typeof planDemoMarketplace>,
  sessionOf: (id: string) => Promise<DemoSession>,
  tick: () => void,
) {
  const expert = plan.experts[0];
  const buyerId = plan.buyers[0]?.userId;
  if (!expert || !buyerId) throw new Error('the demo plan has no expert or buyer');
  const [buyer, seller] = [await sessionOf(buyerId), await sessionOf(expert.userId)];
  const api = async <T>(method: string, path: string, token: string, body?: object): Promise<T> => {
    tick();
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : null,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await api('POST', '/api/wallet/checkout', buyer.token, { credits: 500 });
  const ids: string[] = [];
  for (const [i, gig] of expert.gigs.slice(0, 2).entries()) {
    const { slots } = await api<{ slots: string[] }>('GET', `/api/public/gigs/${gig.id}/slots?tier=basic`, buyer.token);
    const times = slots.slice(i * 8, i * 8 + 2);
    const { booking } = await api<{ booking: { _id: string } }>('POST', '/api/bookings', buyer.token, {
      gigId: gig.id,
      tier: 'basic',
      proposedTimes: times,
      note: i === 0 ? 'I would like to fix the timing of the mouth shapes.' : '',
      timeZone: 'UTC',
    });
    ids.push(booking._id);
    if (i === 0) await api('POST', `/api/bookings/${booking._id}/accept`, seller.token, { scheduledAt: times[0] });
  }
  return ids;
}
export type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;
