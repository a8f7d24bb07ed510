import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../modules/context';
import { createKindsRunner, type JobContext, type JobKinds, type RunnerTuning } from './kinds';
import type { JobRunner } from './runner';

/** The app's durable jobs: the kinds its modules registered, and the one runner of them all. */
export interface AppJobs {
  /** A module adds its kinds while the app is built (as it adds its handlers on `app.live`). */
  register(kinds: JobKinds): void;
  /**
   * A runner of every registered kind, for running jobs on demand (scripts, tests); its handlers are
   * built from the app's context unless `ctx` says otherwise (another database handle, as another
   * instance has).
   */
  runner(ctx?: Partial<JobContext>, tuning?: RunnerTuning): JobRunner;
  /** Runs every job due now, of every kind, mails included; answers how many ran. */
  runDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable jobs (server/jobs/plugin.ts): modules register their kinds here. */
    readonly jobs: AppJobs;
  }
}

/**
 * Decorates the app with its jobs. The one runner starts when the server listens (an app only built
 * and injected into, as in tests and scripts, runs jobs on demand); closing the app stops it and
 * waits for the job under way. Install it before the modules, which register their kinds on it.
 */
export function installJobs(app: FastifyInstance, deps: AppDeps): void {
  const kinds: JobKinds[] = [];
  const runner = (ctx: Partial<JobContext> = {}, tuning: RunnerTuning = {}) =>
    createKindsRunner(kinds, { deps, log: app.log, events: app.events, ...ctx }, tuning);
  let started: JobRunner | null = null;
  app.decorate('jobs', {
    register(more: JobKinds) {
      kinds.push(more);
    },
    runner,
    runDue: () => runner().runDue(),
  } satisfies AppJobs);
  app.addHook('onListen', async () => {
    started = runner();
    started.start();
  });
  app.addHook('onClose', async () => {
    await started?.stop();
  });
}
