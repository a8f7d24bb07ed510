import type { JobKinds } from '../../jobs/kinds';
import type { JobHandler } from '../../jobs/runner';
import type { Queryable } from '../../db/queryable';
import { REQUEST_JOBS } from './jobs-schedule';
import type { RequestService } from './service';

/** Runs at `due` (read fresh): earlier (a clock ahead), it asks to run again then. */
const atDue =
  (due: (key: string) => Promise<string | undefined>, run: (key: string) => Promise<void>, now: () => Date): JobHandler =>
  async ({ key }) => {
    const at = await due(key);
    if (at && now().getTime() < Date.parse(at)) return { runAgainAt: new Date(at) };
    await run(key);
    return undefined;
  };

/** The requests' job kinds: a request's 7 days (it expires, its open offers close) and an offer's 48 hours. */
export const requestJobKinds =
  (db: Queryable, service: RequestService): JobKinds =>
  (ctx) => {
    const now = () => ctx.deps.clock.now();
    return {
      [REQUEST_JOBS.expireRequest]: atDue(
        async (id) => (await db.selectFrom('requests').select('expires_at').where('id', '=', id).executeTakeFirst())?.expires_at,
        service.expire,
        now,
      ),
      [REQUEST_JOBS.expireOffer]: atDue(
        async (id) => (await db.selectFrom('request_offers').select('expires_at').where('id', '=', id).executeTakeFirst())?.expires_at,
        service.expireOffer,
        now,
      ),
    };
  };
