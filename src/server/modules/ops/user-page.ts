import type { OpsUserPage } from '#shared/contract/http/ops';
import { describeDevice } from '#shared/domain/account';
import { OPS_VIEW_PRIVATE_ACTION } from '#shared/domain/ops-console';
import type { OperatorRole } from '#shared/domain/operator-roles';
import { notFound } from '../../http/errors';
import type { AppDeps } from '../context';
import { listBookings } from '../bookings/repo';
import { findExpertOfUser, listGigsOfExpert } from '../gigs/repo';
import { toGig } from '../gigs/mapper';
import type { createMessageService } from '../messages/service';
import type { SharedServices } from '../services';
import { createAuthSessions } from '../users/auth-sessions';
import { recordAudit } from './audit';
import { rolesOf } from './roles';

/** Who opens a user's page, for the audit row of a private view. */
export interface PageViewer {
  operatorId: string;
  role: OperatorRole;
  ip: string | null;
  requestId: string | null;
}

type Conversations = Pick<ReturnType<typeof createMessageService>, 'list'>;

/**
 * One account as an operator sees it, from the modules' own reads: the account and its roles, the
 * expert profile and gigs, bookings either side, signed-in sessions and device tokens. With a reason,
 * also the private part (wallet and ledger, withdrawals, conversations): the audit row
 * `users.view_private` carrying that reason is written first, so nothing private is shown unrecorded.
 */
export function createUserPage(deps: AppDeps, services: SharedServices, messages: Conversations) {
  const db = deps.db.kysely;
  const sessions = createAuthSessions(db, deps.clock, deps.config.tokenTtlSeconds);

  async function privatePart(userId: string): Promise<NonNullable<OpsUserPage['private']>> {
    const [wallet, ledger, withdrawals, inbox] = await Promise.all([
      services.wallets.wallet(userId),
      services.wallets.history(userId),
      services.wallets.payouts.withdrawals(userId),
      messages.list(userId),
    ]);
    return { wallet, ledger, withdrawals, conversations: inbox.conversations };
  }

  return async function userPage(userId: string, viewer: PageViewer, reason: string | undefined): Promise<OpsUserPage> {
    const account = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!account) throw notFound('No account has this id.');
    const now = deps.clock.now();
    if (reason !== undefined) {
      await recordAudit(db, {
        operatorId: viewer.operatorId,
        role: viewer.role,
        action: OPS_VIEW_PRIVATE_ACTION,
        target: { type: 'user', id: userId },
        reason,
        before: null,
        after: { parts: ['wallet', 'ledger', 'withdrawals', 'conversations'] },
        ip: viewer.ip,
        requestId: viewer.requestId,
        at: now,
      });
    }
    const expert = await findExpertOfUser(db, userId);
    const profile = expert
      ? await db.selectFrom('expert_profiles').select(['id', 'user_name', 'display_name', 'created_at']).where('id', '=', expert.id).executeTakeFirstOrThrow()
      : null;
    const [roles, gigRows, asBuyer, asExpert, active, devices] = await Promise.all([
      rolesOf(db, userId),
      expert ? listGigsOfExpert(db, expert.id) : Promise.resolve([]),
      listBookings(db, { buyerId: userId }, {}, userId, now),
      expert ? listBookings(db, { expertId: expert.id }, {}, userId, now) : Promise.resolve([]),
      sessions.active(userId),
      db
        .selectFrom('device_tokens')
        .select(['id', 'created_at', 'last_used_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .execute(),
    ]);
    return {
      account: {
        id: account.id,
        name: account.name,
        username: account.username,
        email: account.email,
        emailVerified: account.email_verified === 1,
        createdAt: account.created_at,
        suspendedAt: account.suspended_at,
        deletedAt: account.deleted_at,
        expertUserName: expert?.user_name ?? null,
      },
      roles,
      expertProfile: profile ? { id: profile.id, userName: profile.user_name, displayName: profile.display_name, createdAt: profile.created_at } : null,
      gigs: gigRows.map((row) => toGig(row)),
      bookingsAsBuyer: asBuyer,
      bookingsAsExpert: asExpert,
      sessions: active.map((s) => {
        const { kind, name } = describeDevice(s.userAgent);
        return { id: s.id, kind, device: name, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, current: false };
      }),
      devices: devices.map((d) => ({ id: d.id, createdAt: d.created_at, lastUsedAt: d.last_used_at, expiresAt: d.expires_at })),
      private: reason === undefined ? null : await privatePart(userId),
    };
  };
}
