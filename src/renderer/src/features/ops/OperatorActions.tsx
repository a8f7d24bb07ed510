import { roleFor, type OperatorArea, type OperatorRole } from '#shared/domain/operator-roles';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';

const T = OPS_TEXTS.user;

/** The changes an account's page will offer, each to the roles that may make it ('act' on its area); the account actions are in user-actions/. */
const ACTIONS: ReadonlyArray<{ area: OperatorArea; label: string }> = [{ area: 'roles', label: T.manageRoles }];

/**
 * The action buttons the caller's roles allow; none at all for a role that only reads (a viewer).
 * The changes themselves come with the second factor: until then the buttons say so and do nothing.
 */
export function OperatorActions({ roles }: { roles: readonly OperatorRole[] }) {
  const allowed = ACTIONS.filter((a) => roleFor(roles, a.area, 'act') !== null);
  if (allowed.length === 0) return null;
  return (
    <section className="section" aria-labelledby="ops-actions">
      <h2 id="ops-actions">{T.actions}</h2>
      <p id="ops-actions-pending" className="text-muted">
        {T.actionsPending}
      </p>
      <div className="row">
        {allowed.map((a) => (
          <button key={a.area} type="button" className="btn is-secondary" data-testid="ops-action" aria-disabled="true" aria-describedby="ops-actions-pending">
            {a.label}
          </button>
        ))}
      </div>
    </section>
  );
}
