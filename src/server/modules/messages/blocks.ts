import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGE_TEXTS } from '#shared/domain/messages';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/errors';

/** Whether either of the two blocked the other (then neither messages nor books the other). */
export async function blockedEither(db: Kysely<Database>, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The booking route's refusal when the buyer and the expert blocked one another. */
export const bookingBlocked = () => new AppError(403, 'BLOCKED', MESSAGE_TEXTS.bookingBlocked);

async function requireOtherUser(db: Kysely<Database>, userId: string, target: string, selfMessage: string) {
  if (target === userId) throw badRequest(selfMessage, undefined, 'SELF');
  const row = await db.selectFrom('users').select('id').where('id', '=', target).executeTakeFirst();
  if (!row) throw notFound(MESSAGE_TEXTS.userNotFound);
}

export function createBlocks(db: Kysely<Database>, now: () => Date) {
  return {
    async block(userId: string, target: string): Promise<void> {
      await requireOtherUser(db, userId, target, MESSAGE_TEXTS.blockSelf);
      await db
        .insertInto('user_blocks')
        .values({ blocker_id: userId, blocked_id: target, created_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
        .execute();
    },
    async unblock(userId: string, target: string): Promise<void> {
      await db.deleteFrom('user_blocks').where('blocker_id', '=', userId).where('blocked_id', '=', target).execute();
    },
    async report(
      userId: string,
      input: { userId: string; conversationId?: string | undefined; reason: string; details?: string | undefined },
    ): Promise<void> {
      await requireOtherUser(db, userId, input.userId, MESSAGE_TEXTS.reportSelf);
      if (input.conversationId !== undefined) {
        const member = await db
          .selectFrom('conversation_members')
          .select('user_id')
          .where('conversation_id', '=', input.conversationId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!member) throw notFound(MESSAGE_TEXTS.notFound);
      }
      await db
        .insertInto('user_reports')
        .values({
          id: randomUUID(),
          reporter_id: userId,
          reported_id: input.userId,
          conversation_id: input.conversationId ?? null,
          target_kind: 'conversation',
          target_id: input.conversationId ?? null,
          status: 'open',
          reason: input.reason,
          details: input.details ?? null,
          created_at: now().toISOString(),
        })
        .execute();
    },
  };
}
