/**
 * Run in a child process whose D-Bus session address points nowhere: every vault operation must
 * fail with the clear keychain message. Prints one JSON line per operation.
 */
import { createTokenVault } from '#main/services/token-vault';

const vault = createTokenVault({ account: 'no-keychain-probe' });
const operations: [string, () => Promise<unknown>][] = [
  ['get', () => vault.get()],
  ['set', () => vault.set('token-that-goes-nowhere')],
  ['clear', () => vault.clear()],
];

for (const [operation, run] of operations) {
  try {
    await run();
    console.log(JSON.stringify({ operation, ok: true }));
  } catch (error) {
    const { name, message, cause } = error instanceof Error ? error : new Error(String(error));
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    console.log(JSON.stringify({ operation, ok: false, name, message, reason }));
  }
}
