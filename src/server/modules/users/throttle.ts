import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../services/clock';
import { LOGIN_THROTTLE, throttleDelayMs } from './limits';
import type { LoginThrottlesTable } from './tables';

/** The throttle key of one device token (a recognised client is throttled on its own). */
export const deviceKey = (deviceId: string) => `device:${deviceId}`;

export type Claim =
  /** The attempt is counted (as a failure until `succeeded`); `alert` when the owner should be mailed if it fails. */
  | { allowed: true; alert: boolean }
  /** Refused before the password is looked at: try again in `waitMs`. */
  | { allowed: false; waitMs: number };

export interface LoginThrottle {
  /**
   * Takes one attempt on the key if its delay has passed, counting it as a failure in advance (so
   * concurrent guesses cannot all slip through before the first one is recorded). Refused
   * attempts change nothing.
   */
  claim(key: string, userId: string | null): Promise<Claim>;
  /**
   * The password was right: clears the key unless its throttle is engaged (an attack goes on).
   * A password reset clears every key of the account (email-flows).
   */
  succeeded(key: string): Promise<void>;
}

const MAX_TRIES = 20;
const PRUNE_EVERY_MS = 60 * 1000;

export function createLoginThrottle(db: Kysely<Database>, clock: Clock): LoginThrottle {
  const read = (key: string) => db.selectFrom('login_throttles').selectAll().where('key', '=', key).executeTakeFirst();

  /** Rows that count nothing any more; deleted when a new key starts, at most once a minute per instance. */
  let prunedAt = 0;
  const prune = async (now: number) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    await db
      .deleteFrom('login_throttles')
      .where('last_failure_at', '<', new Date(now - LOGIN_THROTTLE.keepMs).toISOString())
      .execute();
  };

  async function insertFirst(key: string, userId: string | null, now: number): Promise<boolean> {
    await prune(now);
    const at = new Date(now).toISOString();
    const inserted = await db
      .insertInto('login_throttles')
      .values({
        key,
        user_id: userId,
        failures: 1,
        last_failure_at: at,
        next_at: new Date(now + throttleDelayMs(1)).toISOString(),
        alerted_at: null,
        version: 0,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async function takeNext(row: LoginThrottlesTable, now: number): Promise<Claim | null> {
    const forgotten = now - Date.parse(row.last_failure_at) >= LOGIN_THROTTLE.forgetAfterMs;
    const waitMs = forgotten ? 0 : Date.parse(row.next_at) - now;
    if (waitMs > 0) return { allowed: false, waitMs };
    const failures = (forgotten ? 0 : row.failures) + 1;
    const delay = throttleDelayMs(failures);
    const alertDue = row.alerted_at === null || now - Date.parse(row.alerted_at) >= LOGIN_THROTTLE.alertEveryMs;
    const alert = row.user_id !== null && row.key.startsWith('user:') && delay > 0 && alertDue;
    const updated = await db
      .updateTable('login_throttles')
      .set({
        failures,
        last_failure_at: new Date(now).toISOString(),
        next_at: new Date(now + delay).toISOString(),
        alerted_at: alert ? new Date(now).toISOString() : row.alerted_at,
        version: row.version + 1,
      })
      .where('key', '=', row.key)
      .where('version', '=', row.version)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? { allowed: true, alert } : null;
  }

  return {
    async claim(key, userId) {
      for (let i = 0; i < MAX_TRIES; i += 1) {
        const now = clock.now().getTime();
        const row = await read(key);
        if (!row) {
          if (await insertFirst(key, userId, now)) return { allowed: true, alert: false };
          continue;
        }
        const claim = await takeNext(row, now);
        if (claim) return claim;
        // Another request took the attempt between our read and our update: read again.
      }
      throw new Error(`The sign-in throttle of ${key} stayed contended`);
    },

    async succeeded(key) {
      await db
        .deleteFrom('login_throttles')
        .where('key', '=', key)
        .where('failures', '<=', LOGIN_THROTTLE.freeFailures)
        .execute();
    },
  };
}
