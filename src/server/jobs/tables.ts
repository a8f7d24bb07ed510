/** Where a job is in its life: waiting for its time, claimed by a worker, done, or given up on. */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** One durable job (migration 0701): work of a kind, for a key (e.g. a booking id), due at run_at. */
export interface JobsTable {
  kind: string;
  key: string;
  run_at: string;
  status: JobStatus;
  /** Runs started so far (a crashed run counts); a retry waits longer after each. */
  attempts: number;
  /** The claiming worker's lease: past it, another worker may claim the job again. */
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}
