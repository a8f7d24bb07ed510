import { grantRole } from '#server/modules/ops/roles';
import type { OperatorRole } from '#shared/domain/operator-roles';
import type { BookingsServer } from './bookings-support';

/** A role granted from the command line, as the first owner is. */
export async function grantFromCommandLine(server: Pick<BookingsServer, 'deps' | 'now'>, email: string, role: OperatorRole, reason: string): Promise<void> {
  await grantRole(server.deps.db, { email, role, reason, by: { kind: 'command-line', user: 'playwright', host: 'e2e' }, at: server.now() });
}
