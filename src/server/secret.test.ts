import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret, resolveTurnSecret } from './secret';

const dir = mkdtempSync(join(tmpdir(), 'qurious-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('uses the configured secret as is', () => {
    expect(resolveJwtSecret('c'.repeat(40), dir)).toBe('c'.repeat(40));
  });

  it('generates one secret, keeps it private, and returns the same one next time', () => {
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
  });
});

describe('resolveTurnSecret', () => {
  it('keeps its own generated secret beside the token secret', () => {
    const turn = resolveTurnSecret(undefined, dir);
    expect(readFileSync(join(dir, 'turn-secret'), 'utf8')).toBe(turn);
    expect(turn).not.toBe(resolveJwtSecret(undefined, dir));
    expect(resolveTurnSecret(undefined, dir)).toBe(turn);
    expect(resolveTurnSecret('t'.repeat(20), dir)).toBe('t'.repeat(20));
  });
});
