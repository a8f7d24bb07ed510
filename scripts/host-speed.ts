/**
 * This host's speed now, for the soft (machine-dependent) budgets of the test command: SHA-256 MB/s
 * on one core (scripts/lib/host-speed.ts), printed as one number.
 */
import { measureHostSpeed } from './lib/host-speed';

console.log(measureHostSpeed());
