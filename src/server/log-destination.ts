import pino from 'pino';

/** What pino needs of a destination: lines in, and a way to write what is held before the process ends. */
export interface LineDestination {
  write(line: string): void;
  flushSync(): void;
}

/**
 * Hands the lines written during one turn of the event loop to `out` joined, in one write when the
 * turn ends (setImmediate), so a busy server pays for one write per turn rather than one per
 * request, and a quiet one still writes each line at once. `flushSync` hands over what is held
 * and flushes `out` synchronously.
 */
export function batchedPerTurn(out: LineDestination): LineDestination {
  let held: string[] = [];
  const handOver = () => {
    if (held.length === 0) return;
    const lines = held.join('');
    held = [];
    out.write(lines);
  };
  return {
    write(line) {
      if (held.length === 0) setImmediate(handOver);
      held.push(line);
    },
    flushSync() {
      handOver();
      out.flushSync();
    },
  };
}

/**
 * Stdout for the API's log: pino's asynchronous destination (it retries a busy pipe and flushes on
 * exit), fed one write per turn of the event loop. `process.exit` skips the end of the turn, so the
 * lines held then are written synchronously on exit.
 */
export function turnBatchedStdout(): LineDestination {
  const destination = batchedPerTurn(pino.destination({ dest: 1, sync: false }));
  process.once('exit', () => destination.flushSync());
  return destination;
}
