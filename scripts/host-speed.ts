/**
 * This host's speed, for the soft (machine-dependent) budgets of the test command: how many MB/s one
 * core hashes with SHA-256 right now, the other processes on the machine included. Printed as one
 * number; a host half as fast (or as free) prints half of it.
 */
import { createHash } from 'node:crypto';

const chunk = Buffer.alloc(1 << 20, 7);
const rounds = 256;
const started = performance.now();
for (let i = 0; i < rounds; i += 1) createHash('sha256').update(chunk).digest();
const seconds = (performance.now() - started) / 1000;
console.log(Math.round(rounds / seconds));
