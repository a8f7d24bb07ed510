import { httpContract } from '#shared/contract/http';
import { GIG_CREATED_MESSAGE, GIG_DELETED_MESSAGE } from '#shared/domain/gig-answers';
import { declareRoute } from '../../http/declare-route';
import { notFound } from '../../http/errors';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { toPublicUser } from '../users/public-user';
import { createGigService } from './service';

/** The gig routes (expert-side spec section 7); ownership and visibility live in the service. */
export const gigsModule: ServerModule = async (app, { deps }) => {
  const gigs = createGigService(deps);
  const { writes, accountReads, publicReads } = rateLimitTiers(deps.config);

  declareRoute(
    app,
    httpContract.createGig,
    async ({ user, body }) => {
      const id = await gigs.create(user.id, body);
      const publicUser = await toPublicUser(deps.db.kysely, user.id);
      if (!publicUser) throw notFound('User not found.');
      // The gig as its owner reads it, so a caller knows what it made without listing its gigs.
      return { gig: await gigs.getVisible(user.id, id), user: publicUser, message: GIG_CREATED_MESSAGE };
    },
    { rateLimit: writes },
  );

  declareRoute(app, httpContract.myGigs, async ({ user }) => gigs.listMine(user.id), { rateLimit: accountReads });

  declareRoute(app, httpContract.getGig, async ({ user, params }) => gigs.getVisible(user?.id ?? null, params.id), {
    rateLimit: publicReads,
  });

  declareRoute(app, httpContract.updateGig, async ({ user, params, body }) => gigs.update(user.id, params.id, body), {
    rateLimit: writes,
  });

  declareRoute(
    app,
    httpContract.deleteGig,
    async ({ user, params }) => {
      await gigs.remove(user.id, params.id);
      return { message: GIG_DELETED_MESSAGE };
    },
    { rateLimit: writes },
  );
};
