import type { FastifyBaseLogger } from 'fastify';
import type { EventHub } from '../../events';
import type { AppDeps } from '../context';

/** What the disputes' work outside a request is built from (as a job's context): the bell needs `events`. */
export interface DisputeContext {
  deps: AppDeps;
  log: FastifyBaseLogger;
  events?: EventHub;
}
