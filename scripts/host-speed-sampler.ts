/**
 * Samples this host's speed (scripts/lib/host-speed.ts) every few seconds until stopped, one MB/s
 * figure per line appended to the file named by its argument: the soft budget of the e2e stage reads
 * them. Each sample hashes 32 MB (a few tens of milliseconds), so sampling costs the stage well under 1 %.
 */
import { appendFileSync } from 'node:fs';
import { measureHostSpeed } from './lib/host-speed';

const [out, everySeconds = '15'] = process.argv.slice(2);
if (!out) {
  console.error('Usage: tsx scripts/host-speed-sampler.ts <file> [seconds between samples]');
  process.exit(2);
}
const sample = (): void => appendFileSync(out, `${measureHostSpeed(32)}\n`);
sample();
setInterval(sample, Number(everySeconds) * 1000);
