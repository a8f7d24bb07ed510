/**
 * coturn (Debian package `coturn`) as the project runs it: `npm start` serves calls on this machine
 * through it, and the tests start one of their own. TURN REST credentials (`use-auth-secret`), on
 * loopback only, plain UDP/TCP (no TLS), loopback peers allowed so two browsers on one machine can
 * relay to each other. Also a STUN binding request, to know when a server answers.
 */
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The turnserver binary on PATH (or Debian's /usr/bin), or null when coturn is not installed. */
export function findTurnserver(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin'];
  for (const dir of dirs) {
    const file = join(dir, 'turnserver');
    if (dir && existsSync(file)) return file;
  }
  return null;
}

export interface CoturnOptions {
  port: number;
  secret: string;
  /** A folder of its own: the pid file and coturn's (unused) user database. */
  dir: string;
  realm?: string;
}

/** turnserver's command line for these options (no config file: everything is here). */
export function coturnArgs({ port, secret, dir, realm = 'qurious.local' }: CoturnOptions): string[] {
  return [
    '-n',
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    `--realm=${realm}`,
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--allow-loopback-peers',
    '--no-software-attribute',
    '--fingerprint',
    `--userdb=${join(dir, 'turndb')}`,
    `--pidfile=${join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
    '--simple-log',
  ];
}

/** Whether a STUN server answers a binding request on host:port (UDP) within the time. */
export function stunAnswers(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  const transaction = randomBytes(12);
  // Binding request: type 0x0001, no attributes, the magic cookie, a transaction id.
  const request = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]), transaction]);
  return new Promise((done) => {
    const socket = createSocket('udp4');
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      done(answered);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('message', (msg) =>
      finish(msg.length >= 20 && msg.readUInt16BE(0) === 0x0101 && msg.subarray(8, 20).equals(transaction)),
    );
    socket.on('error', () => finish(false));
    socket.send(request, port, host);
  });
}

/** Waits until a STUN server answers on the port; false when none did before the deadline. */
export async function waitForStun(port: number, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) if (await stunAnswers(port)) return true;
  return false;
}

/** The loopback port of the first TURN URL (`turn:127.0.0.1:3478?transport=udp`), or null if none is local. */
export function localTurnPort(urls: string[]): number | null {
  for (const url of urls) {
    const match = /^turns?:(127\.0\.0\.1|localhost|\[::1\])(?::(\d+))?/.exec(url);
    if (match) return Number(match[2] ?? 3478);
  }
  return null;
}
