import { decodeJwt } from 'jose';
import type { RouteName } from '#shared/contract/http';
import type { Caller, World } from './authz-world';
import { json, signedIn, type RouteCase } from './authz-kit';

/**
 * The second factor's cases of the authorization matrix; see authz-routes.ts. Each valid request
 * starts from a caller with no second factor, so its answer does not hang on the cases run before
 * (the code-taking routes then answer 409: nothing to confirm, nothing enabled).
 */
const userOf = (caller: Caller): string => String(decodeJwt((caller.auth.authorization ?? '').replace(/^Bearer /, '')).sub);

const withoutFactor = async (w: World, caller: Caller | null) => {
  if (caller) await w.t.db.kysely.deleteFrom('second_factors').where('user_id', '=', userOf(caller)).execute();
};

const codeRoute = (url: string): RouteCase => ({
  owner: 'buyer',
  expect: signedIn(409),
  probe: async (w) => ({
    url,
    valid: async (caller) => {
      await withoutFactor(w, caller);
      return json({ code: '123456' });
    },
    invalid: () => json({ code: '12345' }),
  }),
});

export const SECOND_FACTOR_ROUTE_CASES: Record<Extract<RouteName, `secondFactor${string}`>, RouteCase> = {
  secondFactorStatus: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async () => ({ url: '/api/account/second-factor', invalidUrl: '/api/account/second-factor?unknown=1' }),
  },
  secondFactorEnrol: {
    owner: 'buyer',
    expect: signedIn(200),
    probe: async (w) => ({
      url: '/api/account/second-factor/enrolment',
      valid: async (caller) => {
        await withoutFactor(w, caller);
        return json({});
      },
      invalid: () => json({ secret: 'mine' }),
    }),
  },
  secondFactorConfirm: codeRoute('/api/account/second-factor/confirm'),
  secondFactorVerify: codeRoute('/api/account/second-factor/verify'),
  secondFactorDisable: codeRoute('/api/account/second-factor/disable'),
};
