import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Clock } from '#server/services/clock';
import { JOIN_OPENS_BEFORE_MINUTES } from '#shared/domain/session';
import { startCoturn, type TestCoturn } from '../../helpers/coturn';
import { seedGig } from '../web/bookings-support';
import { signUpByApi, type Account } from './accounts';
import { seedExpert, type SeededExpert } from './seed-expert';
import { startE2eServer } from './server';

const MINUTE = 60_000;

/**
 * The call specs' server: the e2e wiring on a free port, handing out a real coturn's TURN
 * credentials, with a clock that runs `offset` ahead of the wall clock so a booked session's
 * window can be opened without waiting for it.
 */
export async function startCallServer(env: Record<string, string> = {}) {
  const coturn: TestCoturn = await startCoturn();
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  const server = await startE2eServer(
    0,
    { TURN_URLS: coturn.turnUrls, STUN_URLS: coturn.stunUrls, TURN_SECRET: coturn.secret, ...env },
    { clock },
  );
  return {
    ...server,
    coturn,
    now: () => clock.now(),
    advance(ms: number) {
      offset += ms;
    },
    async close() {
      await server.close();
      await coturn.stop();
    },
  };
}
export type CallServer = Awaited<ReturnType<typeof startCallServer>>;

export interface OpenSession {
  bookingId: string;
  buyer: Account;
  expert: SeededExpert;
  startsAt: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * An accepted booking whose room is open now, made the way people make one: the seeded expert's
 * gig, a buyer who signs up and buys credits, books the Basic package (30 minutes + 10 extra) an
 * hour ahead, the expert accepts; then the server's clock moves to 5 minutes before the start.
 */
export async function openSession(server: CallServer, request: APIRequestContext): Promise<OpenSession> {
  const base = server.baseURL;
  const expert = await seedExpert(server.dataDir);
  const gigId = await seedGig(server, expert.userName, `Live Blender help ${randomUUID().slice(0, 6)}`);
  const buyer = await signUpByApi(request, { baseURL: base, name: 'Bea Buyer', verify: true, mailDir: server.mailDir });
  const topup = await request.post(`${base}/api/wallet/checkout`, { headers: bearer(buyer.token), data: { credits: 10 } });
  expect(topup.status(), await topup.text()).toBe(201);
  const start = new Date(Math.ceil((server.now().getTime() + 60 * MINUTE) / MINUTE) * MINUTE).toISOString();
  const booked = await request.post(`${base}/api/bookings`, {
    headers: bearer(buyer.token),
    data: { gigId, tier: 'basic', proposedTimes: [start], timeZone: 'UTC', note: 'Help with UV unwrapping' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { _id: string } }).booking._id;
  const accepted = await request.post(`${base}/api/bookings/${bookingId}/accept`, { headers: bearer(expert.token), data: { scheduledAt: start } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  server.advance(Date.parse(start) - server.now().getTime() - (JOIN_OPENS_BEFORE_MINUTES / 2) * MINUTE);
  return { bookingId, buyer, expert, startsAt: start };
}

/**
 * Records every RTCPeerConnection the page makes, so a spec can read getStats like the room does
 * (the app is not changed for it). Run before the page loads.
 */
export async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as { RTCPeerConnection: typeof RTCPeerConnection; __pcs: RTCPeerConnection[] };
    const Native = scope.RTCPeerConnection;
    scope.__pcs = [];
    scope.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        scope.__pcs.push(this);
      }
    };
  });
}

export interface MediaFlow {
  /** Decoded video frames, per inbound video stream (camera first, then a screen). */
  videoFrames: number[];
  audioPackets: number;
  /** The selected pair's local and remote candidate types ('host', 'srflx', 'relay'). */
  localCandidate: string | null;
  remoteCandidate: string | null;
  connection: string;
}

/** What the page's live peer connection receives now, from its getStats. */
export function mediaFlow(page: Page): Promise<MediaFlow | null> {
  return page.evaluate(async () => {
    const scope = globalThis as unknown as { __pcs?: RTCPeerConnection[] };
    const pc = (scope.__pcs ?? []).filter((p) => p.connectionState !== 'closed').at(-1);
    if (!pc) return null;
    const stats = [...(await pc.getStats()).values()] as Array<Record<string, unknown>>;
    const byId = new Map(stats.map((s) => [s['id'], s]));
    const inbound = stats.filter((s) => s['type'] === 'inbound-rtp');
    const transport = stats.find((s) => s['type'] === 'transport');
    const pair = byId.get(transport?.['selectedCandidatePairId']);
    const candidateType = (id: unknown) => (byId.get(id)?.['candidateType'] as string | undefined) ?? null;
    return {
      videoFrames: inbound
        .filter((s) => s['kind'] === 'video')
        .sort((a, b) => String(a['mid']).localeCompare(String(b['mid']), undefined, { numeric: true }))
        .map((s) => Number(s['framesDecoded'] ?? 0)),
      audioPackets: inbound.filter((s) => s['kind'] === 'audio').reduce((n, s) => n + Number(s['packetsReceived'] ?? 0), 0),
      localCandidate: candidateType(pair?.['localCandidateId']),
      remoteCandidate: candidateType(pair?.['remoteCandidateId']),
      connection: pc.connectionState,
    };
  });
}

/** Waits until the page's call receives camera frames and audio packets, and both keep rising. */
export async function expectMediaRising(page: Page): Promise<MediaFlow> {
  let first: MediaFlow | null = null;
  await expect
    .poll(async () => {
      first = await mediaFlow(page);
      return first !== null && first.connection === 'connected' && Math.max(0, ...first.videoFrames) > 0 && first.audioPackets > 0;
    }, { timeout: 30_000 })
    .toBe(true);
  const before = first as unknown as MediaFlow;
  let after: MediaFlow | null = null;
  await expect
    .poll(async () => {
      after = await mediaFlow(page);
      return after !== null && Math.max(0, ...after.videoFrames) > Math.max(0, ...before.videoFrames) && after.audioPackets > before.audioPackets;
    })
    .toBe(true);
  return after as unknown as MediaFlow;
}
