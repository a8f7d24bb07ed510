import { describe, expect, it } from 'vitest';
import { createSealer, isSealed } from './sealed-text';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const account = JSON.stringify({ method: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234' });

describe('sealed text', () => {
  it('seals so that the stored value names nothing, and opens it again', () => {
    const sealer = createSealer(SECRET, 'payout-details');
    const stored = sealer.seal(account, 'user-1');
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain('123456789012');
    expect(stored).not.toContain('HDFC');
    expect(sealer.open(stored, 'user-1')).toBe(account);
  });

  it('gives a different value each time (a fresh IV)', () => {
    const sealer = createSealer(SECRET, 'payout-details');
    expect(sealer.seal(account, 'user-1')).not.toBe(sealer.seal(account, 'user-1'));
  });

  it('refuses a value moved to another row, tampered with, or opened with another purpose or secret', () => {
    const sealer = createSealer(SECRET, 'payout-details');
    const stored = sealer.seal(account, 'user-1');
    expect(() => sealer.open(stored, 'user-2')).toThrow();
    const flipped = stored.slice(0, -2) + (stored.endsWith('A') ? 'B' : 'A') + stored.slice(-1);
    expect(() => sealer.open(flipped, 'user-1')).toThrow();
    expect(() => createSealer(SECRET, 'other-purpose').open(stored, 'user-1')).toThrow();
    expect(() => createSealer(`${SECRET}-rotated`, 'payout-details').open(stored, 'user-1')).toThrow();
  });

  it('answers a value written before sealing as it is', () => {
    expect(createSealer(SECRET, 'payout-details').open(account, 'user-1')).toBe(account);
  });
});
