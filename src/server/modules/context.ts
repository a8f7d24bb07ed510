import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../services/clock';
import type { Mailer } from '../services/mailer';
import type { Storage } from '../services/storage';
import type { TokenService } from './users/tokens';

/** What the API is built from; tests pass their own (a temp database, a captured mailer, a manual clock). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  clock: Clock;
  /** The HS256 secret for session tokens (config or the generated one under DATA_DIR). */
  jwtSecret: string;
}

/** What each feature's plugin is registered with. */
export interface ModuleOptions {
  deps: AppDeps;
  tokens: TokenService;
}

/**
 * A feature of the API: an encapsulated Fastify plugin (its hooks and decorators stay in its own
 * scope) that declares its routes with declareRoute; the app registers each with `app.register`.
 */
export type ServerModule = FastifyPluginAsync<ModuleOptions>;
