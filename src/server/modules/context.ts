import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../services/clock';
import type { Mailer } from '../services/mailer';
import type { Storage } from '../services/storage';

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
