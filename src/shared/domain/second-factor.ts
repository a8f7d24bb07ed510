import { z } from 'zod';
import { englishSecondFactorText } from '#shared/i18n/english-second-factor';

/**
 * The second factor (two-step sign-in): time-based one-time codes (RFC 6238) from any authenticator
 * app, and recovery codes for when the phone is lost. Its rules and every message, for the settings
 * page, the step-up dialog and the server alike.
 */

/** 6 digits, a new code every 30 s; the step before and after are accepted too (clock drift). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ALGORITHM = 'SHA1';
/** 160 bits, the size RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;
/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Qurious';

/** How long a passed second factor counts for operator changes. */
export const SECOND_FACTOR_FRESH_MINUTES = 15;
export const SECOND_FACTOR_FRESH_MS = SECOND_FACTOR_FRESH_MINUTES * 60 * 1000;

/** Recovery codes: 10, each usable once, 10 characters from an alphabet without look-alikes, shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** Failed codes one account may enter before it waits (per account, whatever session or address). */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const totpPattern = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const recoveryPattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** Spaces and dashes are how codes are shown and copied; they are not part of the code. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
export const isTotpCode = (code: string) => totpPattern.test(normaliseCode(code));
export const isRecoveryCode = (code: string) => recoveryPattern.test(normaliseCode(code));

export const ENTER_CODE_MESSAGE = englishSecondFactorText('second-factor:enterCode', { digits: TOTP_DIGITS });
export const ENTER_CODE_OR_RECOVERY_MESSAGE = englishSecondFactorText('second-factor:enterCodeOrRecovery', { digits: TOTP_DIGITS });
export const WRONG_CODE_MESSAGE = englishSecondFactorText('second-factor:wrongCode');
export const ALREADY_ENABLED_MESSAGE = englishSecondFactorText('second-factor:alreadyEnabled');
export const NOT_ENABLED_MESSAGE = englishSecondFactorText('second-factor:notEnabled');
export const NO_ENROLMENT_MESSAGE = englishSecondFactorText('second-factor:noEnrolment');
export const ENABLED_MESSAGE = englishSecondFactorText('second-factor:enabled');
export const DISABLED_MESSAGE = englishSecondFactorText('second-factor:disabled');
export const VERIFIED_MESSAGE = englishSecondFactorText('second-factor:verified');
export const SECOND_FACTOR_REQUIRED_MESSAGE = englishSecondFactorText('second-factor:required', { minutes: SECOND_FACTOR_FRESH_MINUTES });
export const SECOND_FACTOR_SETUP_REQUIRED_MESSAGE = englishSecondFactorText('second-factor:setupRequired');

/** The session has not passed the second factor within SECOND_FACTOR_FRESH_MINUTES: ask for a code (the step-up dialog). */
export const SECOND_FACTOR_REQUIRED_CODE = 'SECOND_FACTOR_REQUIRED';
/** The account has no second factor: it must be set up on the settings page first. */
export const SECOND_FACTOR_SETUP_REQUIRED_CODE = 'SECOND_FACTOR_SETUP_REQUIRED';

/** A code from the app, to turn the second factor on (a recovery code cannot do that). */
export const confirmCodeBodySchema = z
  .object({
    code: z
      .string({ error: ENTER_CODE_MESSAGE })
      .max(40, ENTER_CODE_MESSAGE)
      .refine(isTotpCode, ENTER_CODE_MESSAGE)
      .transform(normaliseCode),
  })
  .strict();

/** A code from the app or one recovery code: the step-up and turning the second factor off. */
export const stepUpBodySchema = z
  .object({
    code: z
      .string({ error: ENTER_CODE_OR_RECOVERY_MESSAGE })
      .max(40, ENTER_CODE_OR_RECOVERY_MESSAGE)
      .refine((c) => isTotpCode(c) || isRecoveryCode(c), ENTER_CODE_OR_RECOVERY_MESSAGE)
      .transform(normaliseCode),
  })
  .strict();
export type StepUpBody = z.input<typeof stepUpBodySchema>;
