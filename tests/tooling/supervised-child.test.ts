import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const PARENT = fileURLToPath(new URL('./fixtures/supervising-parent.ts', import.meta.url));

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts the fixture parent and resolves with its pid and its supervised child's pid. */
function startParent(): Promise<{ parent: number; child: number }> {
  const proc = spawn(process.execPath, [TSX_CLI, PARENT], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const parent = /parent (\d+)/.exec(output)?.[1];
      const child = /child (\d+)/.exec(output)?.[1];
      if (parent && child) done({ parent: Number(parent), child: Number(child) });
    });
    proc.on('exit', (code) => fail(new Error(`the parent exited (${code}) before its child started:\n${output}`)));
  });
}

// Each case starts two Node processes through tsx: seconds on a loaded machine, so a generous timeout.
describe('a supervised child (the Firebase Auth emulator of npm start)', { timeout: 60_000 }, () => {
  it('dies with its parent, even when the parent is killed with SIGKILL', async () => {
    const { parent, child } = await startParent();
    expect(alive(child)).toBe(true);
    process.kill(parent, 'SIGKILL');
    await expect.poll(() => alive(child), { timeout: 15_000 }).toBe(false);
  });

  it('dies when its parent ends normally', async () => {
    const { parent, child } = await startParent();
    process.kill(parent, 'SIGTERM');
    await expect.poll(() => alive(child), { timeout: 15_000 }).toBe(false);
  });
});
