import { describe, expect, it } from 'vitest';
import { HOURLY_RATE_MAX, expertMessages, hourlyRateOf } from './expert-rules';

describe('hourlyRateOf (the wizard step 2 field)', () => {
  it('reads nothing as no rate and whole credits within the bounds as the rate', () => {
    expect(hourlyRateOf('  ')).toEqual({ ok: true, value: null });
    expect(hourlyRateOf('1')).toEqual({ ok: true, value: 1 });
    expect(hourlyRateOf(' 440 ')).toEqual({ ok: true, value: 440 });
    expect(hourlyRateOf(String(HOURLY_RATE_MAX))).toEqual({ ok: true, value: HOURLY_RATE_MAX });
  });

  it('refuses zero, too much, fractions and words with one message', () => {
    for (const text of ['0', '10001', '12.5', '-3', 'forty', '1e2']) {
      expect(hourlyRateOf(text)).toEqual({ ok: false, message: expertMessages.hourlyRateInvalid });
    }
  });
});
