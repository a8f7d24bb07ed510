import type { ModuleOptions } from '../server-module';
import { accountKey, type AttemptLog } from './attempts';
import type { Background } from '../../services/background';
import { issueEmailToken } from './email-tokens';
import { signInAlertMail, signupAttemptMail, type NoticeTokens } from './mails';

type Deps = Pick<ModuleOptions, 'deps'> & { attempts: AttemptLog; background: Background };
type Owner = { id: string; name: string; email: string; language?: string | null };

/**
 * The mails that tell an account's owner about someone else's attempts, each with a one-time
 * sign-in link and a reset link. They go out after the answer, so it takes no longer for them.
 */
export function createNotices({ deps, attempts, background }: Deps) {
  const db = deps.db.kysely;
  const tokensFor = async (userId: string): Promise<NoticeTokens> => ({
    signIn: await issueEmailToken(db, deps.clock, userId, 'sign-in'),
    reset: await issueEmailToken(db, deps.clock, userId, 'reset-password'),
  });

  return {
    /** The account's sign-in throttle engaged (the throttle itself allows this once an hour). */
    signInAlert(owner: Owner): void {
      background.run('sign-in alert mail', async () => {
        await deps.mailer.send(signInAlertMail(deps.config.publicUrl, owner, await tokensFor(owner.id)));
      });
    },

    /** Someone signed up with the owner's address: told at most once an hour. */
    signupAttempt(owner: Owner): void {
      background.run('signup notice mail', async () => {
        const key = accountKey(owner.email, owner.id);
        if ((await attempts.waitMs('signupNotice', key)) > 0) return;
        await attempts.record('signupNotice', key);
        await deps.mailer.send(signupAttemptMail(deps.config.publicUrl, owner, await tokensFor(owner.id)));
      });
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
