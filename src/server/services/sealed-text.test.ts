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
    const prefix = 'sealed:v1:';
    for (const at of [0, 20, -1]) {
      const raw = Buffer.from(stored.slice(prefix.length), 'base64url');
      const i = at < 0 ? raw.length + at : at;
      raw.writeUInt8(raw.readUInt8(i) ^ 0x01, i); // one bit of the IV, of the tag, of the text
      expect(() => sealer.open(prefix + raw.toString('base64url'), 'user-1')).toThrow();
    }
    expect(() => createSealer(SECRET, 'other-purpose').open(stored, 'user-1')).toThrow();
    expect(() => createSealer(`${SECRET}-rotated`, 'payout-details').open(stored, 'user-1')).toThrow();
  });

  it('answers a value written before sealing as it is', () => {
    expect(createSealer(SECRET, 'payout-details').open(account, 'user-1')).toBe(account);
  });
});
