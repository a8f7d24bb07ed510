import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type { SecondFactorEnrolment, SecondFactorStatus } from '#shared/contract/http/second-factor';
import { USER_GONE_MESSAGE } from '#shared/domain/auth-answers';
import {
  ALREADY_ENABLED_MESSAGE,
  DISABLED_MESSAGE,
  ENABLED_MESSAGE,
  isRecoveryCode,
  NO_ENROLMENT_MESSAGE,
  NOT_ENABLED_MESSAGE,
  VERIFIED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '#shared/domain/second-factor';
import type { Queryable } from '../../db/queryable';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import type { Clock } from '../../services/clock';
import { createSealer } from '../../services/sealed-text';
import type { AttemptLog } from '../users/attempts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const WRONG_CODE = 'WRONG_CODE';
const attemptKey = (userId: string) => `user:${userId}`;

export interface SecondFactorDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The server's secret: the TOTP secrets are encrypted with a key derived from it. */
  secret: string;
  attempts: AttemptLog;
}

/** Marks the session as having passed the second factor at `at`. */
const markSession = (db: Queryable, user: AuthUser, at: Date) =>
  db
    .updateTable('auth_sessions')
    .set({ second_factor_at: at.toISOString() })
    .where('id', '=', user.sessionId ?? '')
    .where('user_id', '=', user.id)
    .execute();

/**
 * The account's second factor. Every code check counts against the account's failures
 * (SECOND_FACTOR_MAX_FAILURES in the window, whatever session or address), is refused once the
 * limit is reached even when right, and an accepted TOTP step is recorded so it cannot be used again.
 */
export function createSecondFactorService({ db, clock, secret, attempts }: SecondFactorDeps) {
  const sealer = createSealer(secret, 'second-factor');
  const factorOf = (userId: string) => db.selectFrom('second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();

  /** Counts a failure and answers the refusal. */
  const wrongCode = async (userId: string) => {
    await attempts.record('secondFactor', attemptKey(userId));
    return badRequest(WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE }, WRONG_CODE);
  };

  /**
   * Accepts a code from the app (a step not used before: the conditional update makes two uses at
   * once count once) or an unused recovery code (spent here); anything else is a counted failure.
   */
  async function spendCode(tx: Queryable, userId: string, secretBase32: string, lastStep: number | null, code: string): Promise<boolean> {
    if (isRecoveryCode(code)) {
      const spent = await tx
        .updateTable('second_factor_recovery_codes')
        .set({ used_at: clock.now().toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hashRecoveryCode(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(spent.numUpdatedRows) === 1;
    }
    const step = matchingStep(secretBase32, code, clock.now());
    if (step === null || (lastStep !== null && step <= lastStep)) return false;
    const updated = await tx
      .updateTable('second_factors')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** The enabled factor after a right code (or recovery code), or the refusal. */
  async function checkEnabled(user: AuthUser, code: string): Promise<void> {
    await attempts.assertUnder('secondFactor', attemptKey(user.id));
    const factor = await factorOf(user.id);
    if (!factor?.enabled_at) throw conflict(NOT_ENABLED_MESSAGE, 'SECOND_FACTOR_NOT_ENABLED');
    const ok = await spendCode(db, user.id, sealer.open(factor.secret_encrypted, user.id), factor.last_used_step, code);
    if (!ok) throw await wrongCode(user.id);
  }

  return {
    async status(user: AuthUser): Promise<SecondFactorStatus> {
      const factor = await factorOf(user.id);
      const enabled = Boolean(factor?.enabled_at);
      const left = enabled
        ? await db
            .selectFrom('second_factor_recovery_codes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.id)
            .where('used_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      const session = await db
        .selectFrom('auth_sessions')
        .select('second_factor_at')
        .where('id', '=', user.sessionId ?? '')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return {
        enabled,
        enabledAt: factor?.enabled_at ?? null,
        recoveryCodesLeft: Number(left?.n ?? 0),
        sessionPassedAt: enabled ? (session?.second_factor_at ?? null) : null,
      };
    },

    /** A new secret waiting for its first code; it replaces an unconfirmed one. */
    async startEnrolment(user: AuthUser): Promise<SecondFactorEnrolment> {
      const account = await db.selectFrom('users').select('email').where('id', '=', user.id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!account) throw unauthorized(USER_GONE_MESSAGE);
      const existing = await factorOf(user.id);
      if (existing?.enabled_at) throw conflict(ALREADY_ENABLED_MESSAGE, 'SECOND_FACTOR_ENABLED');
      const secretBase32 = newTotpSecret();
      const row = { secret_encrypted: sealer.seal(secretBase32, user.id), created_at: clock.now().toISOString(), enabled_at: null, last_used_step: null };
      // Only while not enabled: an enrolment racing a confirmation never replaces a secret in force.
      if (existing) await db.updateTable('second_factors').set(row).where('user_id', '=', user.id).where('enabled_at', 'is', null).execute();
      else await db.insertInto('second_factors').values({ user_id: user.id, ...row }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      const uri = otpauthUri(secretBase32, account.email);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret: secretBase32 };
    },

    /** The first code from the app turns the factor on; the recovery codes are answered this once. */
    async confirm(user: AuthUser, code: string): Promise<{ message: string; recoveryCodes: string[] }> {
      await attempts.assertUnder('secondFactor', attemptKey(user.id));
      const factor = await factorOf(user.id);
      if (factor?.enabled_at) throw conflict(ALREADY_ENABLED_MESSAGE, 'SECOND_FACTOR_ENABLED');
      if (!factor) throw conflict(NO_ENROLMENT_MESSAGE, 'NO_ENROLMENT');
      const codes = newRecoveryCodes();
      const now = clock.now();
      const ok = await db.transaction().execute(async (tx) => {
        if (!(await spendCode(tx, user.id, sealer.open(factor.secret_encrypted, user.id), factor.last_used_step, code))) return false;
        const enabled = await tx
          .updateTable('second_factors')
          .set({ enabled_at: now.toISOString() })
          .where('user_id', '=', user.id)
          .where('enabled_at', 'is', null)
          .where('secret_encrypted', '=', factor.secret_encrypted)
          .executeTakeFirst();
        if (Number(enabled.numUpdatedRows) !== 1) throw conflict(NO_ENROLMENT_MESSAGE, 'NO_ENROLMENT');
        await tx.deleteFrom('second_factor_recovery_codes').where('user_id', '=', user.id).execute();
        await tx
          .insertInto('second_factor_recovery_codes')
          .values(codes.map((c) => ({ id: randomUUID(), user_id: user.id, code_hash: hashRecoveryCode(c), used_at: null })))
          .execute();
        await markSession(tx, user, now);
        return true;
      });
      if (!ok) throw await wrongCode(user.id);
      return { message: ENABLED_MESSAGE, recoveryCodes: codes };
    },

    /** The step-up: this session counts as having passed the second factor now. */
    async verify(user: AuthUser, code: string): Promise<{ message: string; passedAt: string }> {
      await checkEnabled(user, code);
      const now = clock.now();
      await markSession(db, user, now);
      return { message: VERIFIED_MESSAGE, passedAt: now.toISOString() };
    },

    /** Turns the factor off (a right code first); every session of the account loses its pass. */
    async disable(user: AuthUser, code: string): Promise<{ message: string }> {
      await checkEnabled(user, code);
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('second_factor_recovery_codes').where('user_id', '=', user.id).execute();
        await tx.deleteFrom('second_factors').where('user_id', '=', user.id).execute();
        await tx.updateTable('auth_sessions').set({ second_factor_at: null }).where('user_id', '=', user.id).execute();
      });
      return { message: DISABLED_MESSAGE };
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
