/**
 * Starts one Firebase Auth emulator for a whole test command (scripts/test.sh): prints its host on
 * stdout once it answers and stops it on SIGTERM/SIGINT. The suites reuse it through
 * FIREBASE_AUTH_EMULATOR_HOST (see startAuthEmulator) instead of each starting their own.
 */
import { startAuthEmulator } from './firebase-emulator';

const emulator = await startAuthEmulator({ reuse: false });
process.stdout.write(`${emulator.host}\n`);
const stop = () => void emulator.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The emulator's output pipes keep this process alive until it is stopped.
