import { parseArgs } from 'node:util';
import { operatorReasonSchema, operatorRoleSchema, type OperatorRole } from '#shared/domain/operator-roles';

export const OPERATOR_USAGE = [
  'Usage:',
  '  npm run operator -- grant <email> <role> --reason "<why>"',
  '  npm run operator -- revoke <email> <role> --reason "<why>"',
  '  npm run operator -- list',
].join('\n');

export type OperatorCommand = { kind: 'list' } | { kind: 'grant' | 'revoke'; email: string; role: OperatorRole; reason: string };

/** Reads `npm run operator`'s arguments with the shared role and reason rules; a message when they are wrong. */
export function parseOperatorCommand(argv: readonly string[]): { command: OperatorCommand } | { error: string } {
  const parsed = argsOf(argv);
  if (parsed instanceof Error) return { error: `${parsed.message}\n${OPERATOR_USAGE}` };
  const [kind, email, role, ...extra] = parsed.positionals;
  if (kind === 'list' && email === undefined) return { command: { kind: 'list' } };
  if ((kind !== 'grant' && kind !== 'revoke') || email === undefined || role === undefined || extra.length > 0) {
    return { error: OPERATOR_USAGE };
  }
  const checkedRole = operatorRoleSchema.safeParse(role);
  if (!checkedRole.success) return { error: checkedRole.error.issues[0]?.message ?? OPERATOR_USAGE };
  const reason = operatorReasonSchema.safeParse(parsed.values.reason);
  if (!reason.success) return { error: `${reason.error.issues[0]?.message ?? ''} (--reason "<why>")` };
  return { command: { kind, email, role: checkedRole.data, reason: reason.data } };
}

function argsOf(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: { reason: { type: 'string' } } });
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}
