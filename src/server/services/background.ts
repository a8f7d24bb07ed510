import type { FastifyInstance } from 'fastify';

/**
 * Work a request starts but does not wait for (sending mail), so an answer takes as long whether
 * or not an account exists. It starts on the next turn of the event loop, once the answer is
 * written (SQLite queries block the loop, so work started at once would delay some answers and
 * not others). Failures are logged; closing the app waits for what is still running.
 */
export function createBackground(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return {
    run(what: string, task: () => Promise<void>): void {
      const p = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => app.log.error({ err }, `${what} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;

/** A unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === '23505';
}
