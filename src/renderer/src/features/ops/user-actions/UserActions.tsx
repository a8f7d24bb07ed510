import { useState } from 'react';
import { call } from '#api/client';
import type { OpsUserPage } from '#shared/contract/http/ops';
import { accountActionBodySchema } from '#shared/domain/ops-account-actions';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import { ActionDialog } from './ActionDialog';
import { fieldErrorsOf } from './field-errors';
import { SuspendDialog } from './SuspendDialog';

const T = OPS_ACCOUNT_TEXTS;

type ActionKey = 'suspend' | 'lift' | 'signOut' | 'verifyEmail' | 'delete';

/** The routes of the actions that take a reason alone. */
const REASON_ONLY = {
  lift: 'opsUserLift',
  signOut: 'opsUserSignOut',
  verifyEmail: 'opsUserVerifyEmail',
  delete: 'opsUserDelete',
} as const;

const checkReason = (reason: string) => fieldErrorsOf(accountActionBodySchema.safeParse({ reason }));

/** What the account's state and the caller's roles offer: trust suspends or lifts, support does the rest. */
function offered(page: OpsUserPage, roles: readonly OperatorRole[]): ActionKey[] {
  const { account } = page;
  if (account.deletedAt) return [];
  const keys: ActionKey[] = [];
  if (roleFor(roles, 'suspensions', 'act')) keys.push(account.suspendedAt ? 'lift' : 'suspend');
  if (roleFor(roles, 'users', 'act')) keys.push('signOut', ...(account.emailVerified ? [] : (['verifyEmail'] as const)), 'delete');
  return keys;
}

/**
 * The account's actions the caller's roles allow (none for a role that only reads: no section at
 * all), each a button opening its dialog; once done, its message is announced and the page reloads.
 */
export function UserActions({ page, roles, onChanged }: { page: OpsUserPage; roles: readonly OperatorRole[]; onChanged: () => void }) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [done, setDone] = useState('');
  const keys = offered(page, roles);
  if (keys.length === 0 && done === '') return null;
  const userId = page.account.id;
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    onChanged();
  };
  const active = [...page.bookingsAsBuyer, ...page.bookingsAsExpert].filter((b) => b.stage === 'requested' || b.stage === 'accepted');

  return (
    <section className="section" aria-labelledby="ops-user-actions">
      <h2 id="ops-user-actions">{T.title}</h2>
      <p role="status" className="text-muted" data-testid="ops-action-done">
        {done}
      </p>
      <div className="row">
        {keys.map((key) => (
          <button key={key} type="button" className="btn is-secondary" aria-haspopup="dialog" data-testid="ops-action" onClick={() => setOpen(key)}>
            {T[key].button}
          </button>
        ))}
      </div>
      {open === 'suspend' && <SuspendDialog userId={userId} active={active} onClose={() => setOpen(null)} onDone={finish} />}
      {open !== null && open !== 'suspend' && (
        <ActionDialog
          texts={T[open]}
          onClose={() => setOpen(null)}
          check={checkReason}
          send={(reason) => call(REASON_ONLY[open], { params: { userId }, body: { reason } })}
          onDone={finish}
        />
      )}
    </section>
  );
}
