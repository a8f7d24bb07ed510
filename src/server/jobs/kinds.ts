import type { FastifyBaseLogger } from 'fastify';
import type { EventHub } from '../events';
import type { AppDeps } from '../modules/context';
import { createJobRunner, type JobHandler, type JobRunner, type JobRunnerOptions } from './runner';

/** What a module's job handlers are built from. */
export interface JobContext {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** The app's events: with them a job's effects are announced too (the bell); a bare script may go without. */
  events?: EventHub;
}

/** A module's job kinds: builds its handlers, keyed by kind, for a context. */
export type JobKinds = (ctx: JobContext) => Readonly<Record<string, JobHandler>>;

/** What a caller may change of a runner: how long a claim holds, how often it retries, how often it looks. */
export type RunnerTuning = Partial<Pick<JobRunnerOptions, 'leaseMs' | 'maxAttempts' | 'pollIntervalMs'>>;

/** One runner for the kinds of several modules; a kind two modules claim is refused here. */
export function createKindsRunner(
  kinds: readonly JobKinds[],
  ctx: JobContext,
  tuning: RunnerTuning = {},
): JobRunner {
  const handlers: Record<string, JobHandler> = {};
  for (const build of kinds)
    for (const [kind, handler] of Object.entries(build(ctx))) {
      if (kind in handlers) throw new Error(`job kind ${kind} is registered twice`);
      handlers[kind] = handler;
    }
  return createJobRunner({
    db: ctx.deps.db.kysely,
    clock: ctx.deps.clock,
    log: ctx.log,
    handlers,
    pollIntervalMs: ctx.deps.config.jobsPollIntervalMs,
    ...tuning,
  });
}
