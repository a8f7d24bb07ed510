/**
 * Runs one command in a process group of its own and ends that whole group when its parent goes away,
 * however the parent ends (even `kill -9`, which no exit handler sees): the parent holds the write end
 * of this process's stdin, and the kernel closes it when the parent dies.
 *   node --import tsx scripts/lib/watchdog.ts <command> [args…]   (from the sources)
 *   node out/server/watchdog.mjs <command> [args…]                 (built, beside out/server/start.mjs)
 * Started through `spawnSupervised` (./supervise.ts), never by hand.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('watchdog: no command given');
  process.exit(2);
}

const child = spawn(command, args, { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
const group = child.pid;

function signalGroup(signal: NodeJS.Signals): void {
  if (group === undefined) return;
  try {
    process.kill(-group, signal);
  } catch {
    // the group is already gone
  }
}

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  signalGroup('SIGTERM');
  // A group that ignores SIGTERM is killed after a grace period.
  setTimeout(() => {
    signalGroup('SIGKILL');
    process.exit(0);
  }, 5000).unref();
}

child.on('error', (error) => {
  console.error(`watchdog: ${command} could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  // The command ended on its own: end whatever it left in its group too.
  signalGroup('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
