import { Secret, TOTP } from 'otpauth';
import {
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
} from '#shared/domain/second-factor';

/** A new random secret, in base32 (what authenticator apps take). */
export const newTotpSecret = (): string => new Secret({ size: TOTP_SECRET_BYTES }).base32;

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secretBase32: string, accountLabel: string): string => totpOf(secretBase32, accountLabel).toString();

/** The time step of an instant. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step whose code this is, within ±TOTP_WINDOW_STEPS of `at`, or null. (The caller refuses
 * a step already used: replay.)
 */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(at) + delta;
}

/** The code of an instant (tests and the e2e journey compute codes as an app would). */
export const totpCodeAt = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });
