import { createTokenService } from '#server/modules/users/tokens';
import { toPublicUser } from '#server/modules/users/public-user';
import { resolveJwtSecret } from '#server/secret';
import { demoMarketplaceSeeder } from '#server/seed/demo/index';
import { planDemoMarketplace } from '#server/seed/demo/plan';
import type { Clock } from '#server/services/clock';
import type { PublicUser } from '#shared/contract/http/users';
import { startE2eServer } from './server';

/**
 * The fixed world of the visual and walk specs: a real server on a free port whose clock stands
 * still at FROZEN_NOW, holding the demo marketplace (the same experts, gigs, images and reviews on
 * every run). Sessions are minted for its accounts with the server's own secret and clock.
 */
export const FROZEN_NOW = new Date('2026-03-02T10:00:00.000Z');

export interface DemoSession {
  token: string;
  user: PublicUser;
}

export async function startDemoServer() {
  const clock: Clock = { now: () => new Date(FROZEN_NOW) };
  const server = await startE2eServer(0, {}, { clock });
  await demoMarketplaceSeeder.run(server.deps);
  const tokens = createTokenService(resolveJwtSecret(undefined, server.dataDir), 7 * 24 * 3600, clock);
  const plan = planDemoMarketplace();
  /** A signed-in session of a stored user (demo accounts have token version 0). */
  const sessionOf = async (userId: string): Promise<DemoSession> => {
    const user = await toPublicUser(server.deps.db.kysely, userId);
    if (!user) throw new Error(`no user ${userId}`);
    return { token: await tokens.sign({ userId, tokenVersion: 0 }), user };
  };
  return { ...server, plan, sessionOf };
}
export type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;
