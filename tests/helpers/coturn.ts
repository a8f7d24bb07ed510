import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coturnArgs, findTurnserver, waitForStun } from '#scripts/lib/coturn';
import { spawnSupervised } from '#scripts/lib/supervise';
import { freePort } from './ports';

export interface TestCoturn {
  port: number;
  secret: string;
  /** TURN_URLS / STUN_URLS for an API that hands this server out. */
  turnUrls: string;
  stunUrls: string;
  stop(): Promise<void>;
}

const NOT_INSTALLED =
  'coturn is not installed: scripts/ensure-system.sh installs it (apt-get install coturn)';

/**
 * A real coturn on a free loopback port with a secret of its own (use-auth-secret), the same
 * command line `npm start` uses; resolves once it answers STUN. It ends with the test process.
 */
export async function startCoturn(): Promise<TestCoturn> {
  const binary = findTurnserver();
  if (!binary) throw new Error(NOT_INSTALLED);
  const port = await freePort();
  const secret = randomBytes(24).toString('base64url');
  const dir = mkdtempSync(join(tmpdir(), 'qurious-coturn-'));
  const child = spawnSupervised(binary, coturnArgs({ port, secret, dir }));
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  if (!(await waitForStun(port, 15_000))) {
    await stop();
    throw new Error(`coturn did not answer STUN on 127.0.0.1:${port}:\n${log}`);
  }
  return {
    port,
    secret,
    turnUrls: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`,
    stunUrls: `stun:127.0.0.1:${port}`,
    stop,
  };
}

/**
 * Whether coturn relays with these credentials: coturn's own test client allocates two relays and
 * sends a few messages between them through the server (`turnutils_uclient -y`); it fails unless
 * the allocation is authorised.
 */
export function turnRelays(
  port: number,
  username: string,
  credential: string,
  transport: 'udp' | 'tcp' = 'udp',
): Promise<boolean> {
  const args = [
    '-u',
    username,
    '-w',
    credential,
    '-p',
    String(port),
    '-y',
    '-n',
    '2',
    '-m',
    '1',
    '-l',
    '64',
    ...(transport === 'tcp' ? ['-t'] : []),
    '127.0.0.1',
  ];
  return new Promise((done) => {
    execFile('turnutils_uclient', args, { timeout: 30_000 }, (err, stdout) => {
      done(!err && /tot_recv_msgs=[1-9]/.test(stdout));
    });
  });
}
