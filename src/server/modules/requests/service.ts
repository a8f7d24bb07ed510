import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { maskContactDetails } from '#shared/domain/contact-masking';
import {
  OFFER_LIFETIME_MS,
  OFFER_MESSAGES,
  OFFERS_PER_DAY_MAX,
  REQUEST_LIFETIME_MS,
  REQUEST_MESSAGES,
  REQUEST_OPEN_MAX,
  insideWindows,
  offerCreditsMessage,
  sessionMinutesOf,
  windowInRange,
  type CreateOfferBody,
  type CreateRequestBody,
  type DeclineReason,
  type RequestMuteBody,
} from '#shared/domain/requests';
import { occupiedMinutes, slotMessage, slotProblem } from '#shared/domain/slots';
import { UNSAVED_AVAILABILITY } from '#shared/domain/availability';
import type { RequestDetail, RequestForYou, RequestSummary } from '#shared/contract/http/requests';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { scheduleJobs } from '../../jobs/schedule';
import { isUniqueViolation } from '../bookings/db-errors';
import { refuseIfSuspended } from '../users/suspension';
import { busySessions, loadAvailability } from '../availability/repo';
import { REQUEST_JOBS } from './jobs-schedule';
import { matchExperts } from './match';
import { mutedAmong, mutesOf, setMute } from './mutes';
import { detailOf, findMatch, findRequest, listForExpert, listMine, windowsOf } from './repo';
import type { RequestOffersTable, RequestsTable } from './tables';

const DAY_MS = 86_400_000;

/** What the service tells once it is written: the routes run these after the answer. */
export interface RequestAnnouncer {
  matched: (r: RequestsTable, expertUserIds: string[]) => void;
  offered: (r: RequestsTable, offer: RequestOffersTable, expertName: string) => void;
  closed: (r: RequestsTable, expertUserIds: string[]) => void;
}

export type RequestService = ReturnType<typeof createRequestService>;

/**
 * Posting a request (masked, matched, its experts told), reading it as its buyer or a matched expert,
 * offering, declining and closing. Accepting lives in ./accept.ts.
 */
export function createRequestService(deps: AppDeps, announce: RequestAnnouncer) {
  const db = deps.db.kysely;
  const now = () => deps.clock.now();

  async function expertIdOfUser(userId: string): Promise<string | null> {
    const row = await db.selectFrom('expert_profiles').select('id').where('user_id', '=', userId).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The request as the caller may see it: its buyer, or an expert it was sent to; anyone else: 404. */
  async function visible(requestId: string, userId: string): Promise<{ r: RequestsTable; viewer: { role: 'buyer' } | { role: 'expert'; expertId: string } }> {
    const r = await findRequest(db, requestId);
    if (!r) throw notFound(REQUEST_MESSAGES.notFound);
    if (r.buyer_id === userId) return { r, viewer: { role: 'buyer' } };
    const expertId = await expertIdOfUser(userId);
    if (expertId && (await findMatch(db, r.id, expertId))) return { r, viewer: { role: 'expert', expertId } };
    throw notFound(REQUEST_MESSAGES.notFound);
  }

  /** Each attachment is an image this buyer uploaded through the message image pipeline (checked and re-encoded there) or a PDF of theirs (checked by content). */
  async function checkAttachments(userId: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const found = await db.selectFrom('uploads').select('key').where('key', 'in', keys).where('user_id', '=', userId).where('kind', 'in', ['message', 'document']).execute();
    if (found.length !== keys.length) throw badRequest(REQUEST_MESSAGES.attachmentUnknown, { attachments: REQUEST_MESSAGES.attachmentUnknown }, 'ATTACHMENT_UNKNOWN');
  }

  const isOpen = (r: RequestsTable, at: Date) => r.state === 'open' && r.expires_at > at.toISOString();

  async function post(userId: string, body: CreateRequestBody): Promise<RequestDetail> {
    const at = now();
    await refuseIfSuspended(db, userId);
    if (!body.windows.every((w) => windowInRange(w, at))) throw badRequest(REQUEST_MESSAGES.windowPast, { windows: REQUEST_MESSAGES.windowPast });
    const open = await db
      .selectFrom('requests')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('buyer_id', '=', userId)
      .where('state', '=', 'open')
      .where('expires_at', '>', at.toISOString())
      .executeTakeFirst();
    if (Number(open?.n ?? 0) >= REQUEST_OPEN_MAX) throw new AppError(409, 'REQUEST_LIMIT', REQUEST_MESSAGES.tooManyOpen);
    await checkAttachments(userId, body.attachments);
    const iso = at.toISOString();
    const row: RequestsTable = {
      id: randomUUID(),
      buyer_id: userId,
      // Nobody is booked yet: contact details and off-platform links are hidden as in messages.
      title: maskContactDetails(body.title).text,
      description: maskContactDetails(body.description).text,
      software: body.software,
      skill: body.skill,
      session_time: body.sessionTime,
      budget_min: body.budgetMin,
      budget_max: body.budgetMax,
      windows_json: JSON.stringify([...body.windows].sort((a, b) => a.start.localeCompare(b.start))),
      time_zone: body.timeZone,
      language: body.language,
      state: 'open',
      booking_id: null,
      attachments_json: JSON.stringify(body.attachments),
      created_at: iso,
      expires_at: new Date(at.getTime() + REQUEST_LIFETIME_MS).toISOString(),
      updated_at: iso,
    };
    const matched = await matchExperts(
      db,
      { buyerId: userId, software: row.software, skill: row.skill, language: row.language, sessionTime: row.session_time, budgetMin: row.budget_min, budgetMax: row.budget_max, windows: windowsOf(row) },
      at,
    );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('requests').values(row).execute();
      if (matched.length > 0)
        await trx
          .insertInto('request_matches')
          .values(matched.map((m, rank) => ({ request_id: row.id, expert_id: m.expertId, rank, decline_reason: null, created_at: iso })))
          .execute();
      await scheduleJobs(trx, [{ kind: REQUEST_JOBS.expireRequest, key: row.id, runAt: new Date(row.expires_at) }], at);
    });
    const muted = await mutedAmong(db, matched.map((m) => m.expertId), { software: row.software, skill: row.skill });
    announce.matched(row, matched.filter((m) => !muted.has(m.expertId)).map((m) => m.userId));
    return detailOf(db, row, { role: 'buyer' });
  }

  async function get(requestId: string, userId: string): Promise<RequestDetail> {
    const { r, viewer } = await visible(requestId, userId);
    return detailOf(db, r, viewer);
  }

  /** The matched expert of an open request (403 for its own buyer, 404 for anyone not matched, 409 once it is not open). */
  async function asMatchedExpert(requestId: string, userId: string) {
    const { r, viewer } = await visible(requestId, userId);
    if (viewer.role !== 'expert') throw forbidden(REQUEST_MESSAGES.ownRequest);
    if (!isOpen(r, now())) throw conflict(REQUEST_MESSAGES.notOpen, 'REQUEST_NOT_OPEN');
    return { r, expertId: viewer.expertId };
  }

  async function offer(requestId: string, userId: string, body: CreateOfferBody): Promise<RequestDetail> {
    const at = now();
    const { r, expertId } = await asMatchedExpert(requestId, userId);
    await refuseIfSuspended(db, userId);
    const match = await findMatch(db, r.id, expertId);
    if (match?.decline_reason) throw conflict(OFFER_MESSAGES.already, 'OFFER_EXISTS');
    const existing = await db.selectFrom('request_offers').select('id').where('request_id', '=', r.id).where('expert_id', '=', expertId).executeTakeFirst();
    if (existing) throw conflict(OFFER_MESSAGES.already, 'OFFER_EXISTS');
    const sent = await db
      .selectFrom('request_offers')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('expert_id', '=', expertId)
      .where('created_at', '>', new Date(at.getTime() - DAY_MS).toISOString())
      .executeTakeFirst();
    if (Number(sent?.n ?? 0) >= OFFERS_PER_DAY_MAX) throw new AppError(429, 'OFFER_LIMIT', OFFER_MESSAGES.tooMany);

    const terms = await termsOf(expertId, body);
    if (terms.credits < r.budget_min || terms.credits > r.budget_max) {
      const message = offerCreditsMessage(r.budget_min, r.budget_max);
      throw badRequest(message, { credits: message });
    }
    const windows = windowsOf(r);
    const sessionMinutes = sessionMinutesOf(terms.sessionTime);
    if (!body.times.every((t) => insideWindows(t, sessionMinutes, windows))) throw badRequest(OFFER_MESSAGES.timeOutside, { times: OFFER_MESSAGES.timeOutside });
    await checkCalendar(expertId, occupiedMinutes(terms.sessionTime, terms.extraTime), body.times);

    const iso = at.toISOString();
    const row: RequestOffersTable = {
      id: randomUUID(),
      request_id: r.id,
      expert_id: expertId,
      gig_id: terms.gigId,
      tier: terms.tier,
      package_title: terms.packageTitle,
      credits: terms.credits,
      session_time: terms.sessionTime,
      extra_time: terms.extraTime,
      message: maskContactDetails(body.message).text,
      times_json: JSON.stringify([...body.times].sort()),
      state: 'open',
      created_at: iso,
      // Closing or expiring the request closes its open offers; this is the offer's own limit.
      expires_at: new Date(at.getTime() + OFFER_LIFETIME_MS).toISOString(),
      updated_at: iso,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('request_offers').values(row).execute();
        await scheduleJobs(trx, [{ kind: REQUEST_JOBS.expireOffer, key: row.id, runAt: new Date(row.expires_at) }], at);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(OFFER_MESSAGES.already, 'OFFER_EXISTS');
      throw err;
    }
    const expert = await db.selectFrom('expert_profiles').select('display_name').where('id', '=', expertId).executeTakeFirst();
    announce.offered(r, row, expert?.display_name ?? '');
    return detailOf(db, r, { role: 'expert', expertId });
  }

  /** The offer's price, length and package: one of the expert's active packages, or custom terms. */
  async function termsOf(expertId: string, body: CreateOfferBody) {
    if (body.gigId !== null || body.tier !== null) {
      const pkg = await db
        .selectFrom('gigs as g')
        .innerJoin('gig_packages as p', 'p.gig_id', 'g.id')
        .select(['g.id', 'p.tier', 'p.title', 'p.credits', 'p.session_time', 'p.extra_time'])
        .where('g.id', '=', body.gigId ?? '')
        .where('p.tier', '=', body.tier ?? 'basic')
        .where('g.expert_id', '=', expertId)
        .where('g.active', '=', 1)
        .where('g.hidden_at', 'is', null)
        .executeTakeFirst();
      if (!pkg) throw badRequest(OFFER_MESSAGES.packageUnknown, { gigId: OFFER_MESSAGES.packageUnknown });
      return { gigId: pkg.id, tier: pkg.tier, packageTitle: pkg.title, credits: pkg.credits, sessionTime: pkg.session_time, extraTime: pkg.extra_time };
    }
    if (body.sessionTime === null) throw badRequest(REQUEST_MESSAGES.sessionTime, { sessionTime: REQUEST_MESSAGES.sessionTime });
    if (body.credits === null) throw badRequest(REQUEST_MESSAGES.budget, { credits: REQUEST_MESSAGES.budget });
    return { gigId: null, tier: null, packageTitle: '', credits: body.credits, sessionTime: body.sessionTime, extraTime: '' };
  }

  /** Every proposed time fits the expert's own calendar (400 naming why the first does not). */
  async function checkCalendar(expertId: string, minutes: number, times: readonly string[]): Promise<void> {
    const availability = (await loadAvailability(db, expertId)) ?? UNSAVED_AVAILABILITY;
    const ms = times.map((t) => Date.parse(t));
    const busy = await busySessions(db, expertId, new Date(Math.min(...ms) - 2 * DAY_MS).toISOString(), new Date(Math.max(...ms) + 2 * DAY_MS).toISOString());
    const ctx = { availability, minutes, busy, now: now() };
    for (const t of times) {
      const problem = slotProblem(t, ctx);
      if (problem) {
        const message = slotMessage(problem, 'expert', availability);
        throw badRequest(message, { times: message }, 'SLOT_UNAVAILABLE');
      }
    }
  }

  async function decline(requestId: string, userId: string, reason: DeclineReason): Promise<RequestDetail> {
    const { r, expertId } = await asMatchedExpert(requestId, userId);
    const offered = await db.selectFrom('request_offers').select('id').where('request_id', '=', r.id).where('expert_id', '=', expertId).executeTakeFirst();
    if (offered) throw conflict(OFFER_MESSAGES.already, 'OFFER_EXISTS');
    await db.updateTable('request_matches').set({ decline_reason: reason }).where('request_id', '=', r.id).where('expert_id', '=', expertId).execute();
    return detailOf(db, r, { role: 'expert', expertId });
  }

  /** Closes an open request and its open offers (`to`: closed by its buyer, or expired); false when it had already left open. */
  async function closeRequest(r: RequestsTable, to: 'closed' | 'expired', at: Date): Promise<boolean> {
    const iso = at.toISOString();
    const closedOffers = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('requests')
        .set({ state: to, updated_at: iso })
        .where('id', '=', r.id)
        .where('state', '=', 'open')
        .$if(to === 'expired', (q) => q.where('expires_at', '<=', iso))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return null;
      const offers = await trx.selectFrom('request_offers').select('expert_id').where('request_id', '=', r.id).where('state', '=', 'open').execute();
      await trx.updateTable('request_offers').set({ state: 'closed', updated_at: iso }).where('request_id', '=', r.id).where('state', '=', 'open').execute();
      return offers.map((o) => o.expert_id);
    });
    if (closedOffers === null) return false;
    announce.closed(r, await userIdsOfExperts(closedOffers));
    return true;
  }

  async function userIdsOfExperts(expertIds: readonly string[]): Promise<string[]> {
    if (expertIds.length === 0) return [];
    const rows = await db.selectFrom('expert_profiles').select('user_id').where('id', 'in', expertIds).execute();
    return rows.map((e) => e.user_id);
  }

  async function close(requestId: string, userId: string): Promise<RequestDetail> {
    const { r, viewer } = await visible(requestId, userId);
    if (viewer.role !== 'buyer') throw forbidden(REQUEST_MESSAGES.notFound);
    if (r.state === 'closed') return detailOf(db, r, viewer);
    if (!(await closeRequest(r, 'closed', now()))) throw conflict(REQUEST_MESSAGES.notOpen, 'REQUEST_NOT_OPEN');
    const fresh = await findRequest(db, r.id);
    if (!fresh) throw notFound(REQUEST_MESSAGES.notFound);
    return detailOf(db, fresh, viewer);
  }

  /** The request's expiry job: closed as expired once its time is up. */
  async function expire(requestId: string): Promise<void> {
    const r = await findRequest(db, requestId);
    if (r) await closeRequest(r, 'expired', now());
  }

  /** An offer's expiry job: expired when still open at its time. */
  async function expireOffer(offerId: string): Promise<void> {
    const iso = now().toISOString();
    await db.updateTable('request_offers').set({ state: 'expired', updated_at: iso }).where('id', '=', offerId).where('state', '=', 'open').where('expires_at', '<=', iso).execute();
  }

  return {
    post,
    get,
    offer,
    decline,
    close,
    expire,
    expireOffer,
    userIdsOfExperts,
    async mutes(userId: string) {
      const expertId = await expertIdOfUser(userId);
      return expertId ? mutesOf(db, expertId) : [];
    },
    async setMute(userId: string, body: RequestMuteBody) {
      const expertId = await expertIdOfUser(userId);
      if (!expertId) return [];
      await setMute(db, expertId, body, now());
      return mutesOf(db, expertId);
    },
    listMine: (userId: string): Promise<RequestSummary[]> => listMine(db, userId),
    async listForYou(userId: string): Promise<RequestForYou[]> {
      const expertId = await expertIdOfUser(userId);
      return expertId ? listForExpert(db, expertId, now()) : [];
    },
  };
}
