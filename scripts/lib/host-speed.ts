import { createHash } from 'node:crypto';

const chunk = Buffer.alloc(1 << 20, 7);

/**
 * How many MB/s one core hashes with SHA-256 right now, the machine's other processes included:
 * a host half as fast, or as free, measures half as much.
 */
export function measureHostSpeed(megabytes = 256): number {
  const started = performance.now();
  for (let i = 0; i < megabytes; i += 1) createHash('sha256').update(chunk).digest();
  const seconds = (performance.now() - started) / 1000;
  return Math.round(megabytes / seconds);
}
