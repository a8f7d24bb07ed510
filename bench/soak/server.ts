import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from '../../tests/helpers/ports';

const root = resolve(import.meta.dirname, '..', '..');


export interface ApiProcess {
  base: string;
  /** What the API wrote to stderr and stdout (warnings and errors at LOG_LEVEL=warn). */
  output: () => string;
  /** CPU seconds (user + system) the API process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * The API in a child process (its own event loop, as in production): `src/server/server.ts`
 * run by Node through tsx, as `npm run dev:server` runs it (`npm start` runs the same code built;
 * only the start is slower), listening on a free port. Resolves once /api/health answers.
 */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'src/server/server.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 200_000) output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    output: () => output,
    cpuSeconds() {
      // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 per second).
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`The API stopped with exit code ${code}:\n${output}`);
    },
  };
}
