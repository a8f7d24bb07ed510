import { randomUUID } from 'node:crypto';
import { OFFER_MESSAGES, REQUEST_MESSAGES } from '#shared/domain/requests';
import { notFound } from '../../http/errors';
import type { Queryable } from '../../db/queryable';

/**
 * The thread of one offer: a conversation of kind 'offer' between the request's buyer and the offer's
 * expert, made on first use (one per offer), for questions before accepting. It is the messages'
 * conversation: the inbox, live delivery, blocks and reports work on it, and contact details stay
 * hidden in it until the two have a booking (modules/messages/service.ts). Anyone but those two: 404.
 */
export async function offerThread(db: Queryable, input: { requestId: string; offerId: string; userId: string; now: Date }): Promise<string> {
  const found = await db
    .selectFrom('request_offers as o')
    .innerJoin('requests as r', 'r.id', 'o.request_id')
    .innerJoin('expert_profiles as e', 'e.id', 'o.expert_id')
    .select(['o.id', 'r.buyer_id', 'e.user_id as expert_user_id'])
    .where('o.id', '=', input.offerId)
    .where('o.request_id', '=', input.requestId)
    .executeTakeFirst();
  if (!found || (found.buyer_id !== input.userId && found.expert_user_id !== input.userId)) {
    const request = await db.selectFrom('requests').select('buyer_id').where('id', '=', input.requestId).executeTakeFirst();
    throw notFound(request?.buyer_id === input.userId ? OFFER_MESSAGES.notFound : REQUEST_MESSAGES.notFound);
  }
  const iso = input.now.toISOString();
  await db
    .insertInto('conversations')
    .values({ id: randomUUID(), kind: 'offer', booking_id: null, offer_id: found.id, last_seq: 0, last_message_at: null, created_at: iso })
    .onConflict((oc) => oc.column('offer_id').doNothing())
    .execute();
  const conv = await db.selectFrom('conversations').select('id').where('offer_id', '=', found.id).executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_members')
    .values([found.buyer_id, found.expert_user_id].map((user_id) => ({ conversation_id: conv.id, user_id, last_read_seq: 0, created_at: iso })))
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
    .execute();
  return conv.id;
}
