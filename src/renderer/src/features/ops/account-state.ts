import type { OpsAccount } from '#shared/contract/http/ops';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';

/** An account's state in a word: deleted, suspended, its email not verified, or active. */
export function accountState(account: Pick<OpsAccount, 'deletedAt' | 'suspendedAt' | 'emailVerified'>): string {
  if (account.deletedAt) return OPS_TEXTS.state.deleted;
  if (account.suspendedAt) return OPS_TEXTS.state.suspended;
  return account.emailVerified ? OPS_TEXTS.state.active : OPS_TEXTS.state.unverified;
}
