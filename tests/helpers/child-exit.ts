import type { ChildProcess } from 'node:child_process';

/**
 * Ties a child process to the test process: should the test process end first, the child is killed
 * with it. Answers a promise of the child's exit code (null when a signal ended it).
 */
export function exitOf(child: ChildProcess): Promise<number | null> {
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      done(code);
    }),
  );
}
