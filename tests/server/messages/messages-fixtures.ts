import { randomUUID } from 'node:crypto';
import type { DomainEvents } from '#server/events';
import { insertMessageOnce } from '#server/modules/conversations/repo';
import type { Conversation } from '#shared/contract/http/messages';
import type { DirectMessage } from '#shared/contract/live-messages';
import type { TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { bookOk, inHours, insertGig, topUp } from '../bookings/bookings-fixtures';

/** Shared set-up of the messages suites. */
export type Person = { id: string; auth: Record<string, string>; token: string };
export type ExpertPerson = Person & { userName: string; expertId: string };

export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller: Person | null, payload?: object) {
  return t.app.inject({ method, url, headers: caller?.auth ?? {}, ...(payload ? { payload } : {}) });
}

/** A buyer and an expert who have no booking together. */
export async function pair(t: TestApp) {
  const expert: ExpertPerson = await createTestExpert(t);
  const buyer: Person = await createTestUser(t);
  return { buyer, expert };
}

export async function contact(t: TestApp, caller: Person, expert: { userName: string }): Promise<Conversation> {
  const res = await call(t, 'POST', '/api/conversations/contact', caller, { expertUserName: expert.userName });
  if (res.statusCode !== 200) throw new Error(`contact failed: ${res.statusCode} ${res.body}`);
  return res.json<{ conversation: Conversation }>().conversation;
}

export function send(t: TestApp, caller: Person, conversationId: string, body: { text?: string; imageKey?: string; clientId?: string }) {
  return call(t, 'POST', `/api/conversations/${conversationId}/messages`, caller, { clientId: randomUUID(), ...body });
}

export async function sendOk(t: TestApp, caller: Person, conversationId: string, text: string): Promise<DirectMessage> {
  const res = await send(t, caller, conversationId, { text });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<{ message: DirectMessage }>().message;
}

export async function history(t: TestApp, caller: Person, conversationId: string, query = '') {
  const res = await call(t, 'GET', `/api/conversations/${conversationId}/messages${query}`, caller);
  if (res.statusCode !== 200) throw new Error(`history failed: ${res.statusCode} ${res.body}`);
  return res.json<{ messages: DirectMessage[]; hasMore: boolean }>();
}

export async function unread(t: TestApp, caller: Person): Promise<number> {
  const res = await call(t, 'GET', '/api/conversations/unread', caller);
  return res.json<{ totalUnread: number }>().totalUnread;
}

/** Books the expert's gig as the buyer and has the expert accept it. */
export async function acceptBooking(t: TestApp, buyer: Person, expert: ExpertPerson) {
  const gigId = await insertGig(t, expert);
  await topUp(t, buyer, 100);
  const booking = await bookOk(t, buyer, gigId, { times: inHours(t, 24) });
  const res = await call(t, 'POST', `/api/bookings/${booking._id}/accept`, expert, { scheduledAt: booking.proposedTimes[0] });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
  return booking._id;
}

/** Every message.stored event the app raises from now on. */
export function storedEvents(t: TestApp): DomainEvents['message.stored'][] {
  const seen: DomainEvents['message.stored'][] = [];
  t.app.events.on('message.stored', (e) => {
    seen.push(e);
  });
  return seen;
}

/** Makes the account old enough that the new-account cap does not apply. */
export async function ageAccount(t: TestApp, userId: string, days = 30) {
  const at = new Date(t.clock.now().getTime() - days * 24 * 3600 * 1000).toISOString();
  await t.db.kysely.updateTable('users').set({ created_at: at }).where('id', '=', userId).execute();
}

/**
 * Stores a message in a booking's conversation straight through the repository and raises
 * `message.stored` as the messages route does (what the notification jobs react to); answers the row.
 */
export async function storeBookingMessage(t: TestApp, where: { conversationId: string; bookingId: string }, from: { id: string }, to: { id: string }, text: string) {
  const { row } = await insertMessageOnce(t.db.kysely, { conversationId: where.conversationId, senderId: from.id, clientId: randomUUID(), body: text, now: t.clock.now() });
  await t.app.events.emit('message.stored', {
    conversationId: where.conversationId,
    messageId: row.id,
    senderId: from.id,
    recipientIds: [to.id],
    preview: text,
    bookingId: where.bookingId,
    createdAt: row.created_at,
  });
  return row;
}
