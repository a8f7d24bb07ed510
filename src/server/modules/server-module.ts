import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './context';
import type { SharedServices } from './services';
import type { TokenService } from './users/tokens';

/** What each feature's plugin is registered with. */
export interface ModuleOptions {
  deps: AppDeps;
  tokens: TokenService;
  /** The services several features share, built once by the app (./services). */
  services: SharedServices;
}

/**
 * A feature of the API: an encapsulated Fastify plugin (its hooks and decorators stay in its own
 * scope) that declares its routes with declareRoute; the app registers each with `app.register`.
 */
export type ServerModule = FastifyPluginAsync<ModuleOptions>;
