/**
 * nginx (the Debian package) as the fleet's load balancer, for tests and benches: a config
 * generated into a temp folder, run in the foreground as a child process (`-p <dir> -c <conf>`,
 * `daemon off`), its pid file, logs and temp files in that folder, listening on a free port of
 * 127.0.0.1. The config is the one docs/fleet.md describes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../ports';
import { exitOf } from '../child-exit';

const READY_TIMEOUT_MS = 20_000;

/** The nginx binary: on PATH, else where Debian installs it. */
export function nginxBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin')) {
    const file = join(dir, 'nginx');
    if (dir && existsSync(file)) return file;
  }
  throw new Error('nginx is not installed (apt-get install nginx; scripts/ensure-system.sh does it)');
}

export interface BalancerOptions {
  /** The API instances' ports on 127.0.0.1. */
  upstreams: number[];
  /** How long an instance that failed is left out before nginx tries it again. */
  failTimeoutSeconds?: number;
}

/**
 * The balancer's config: round robin over the instances; a new connection per request to them
 * (HTTP/1.1 with `Connection: close`, WebSocket upgrades passed through), so an instance that
 * stops listening is skipped before any request reaches it; idempotent requests that meet a
 * refused or broken connection, or a 502/503/504, are tried on the next instance (nginx never
 * resends a POST it has sent); the client's address in X-Forwarded-For, replaced and not appended
 * (the instances believe it from the balancer only: TRUST_PROXY=<the balancer's address>), nginx's
 * request id in X-Request-Id, and which instance answered in the answer's X-Upstream.
 */
export function balancerConfig(
  dir: string,
  port: number,
  { upstreams, failTimeoutSeconds = 2 }: BalancerOptions,
): string {
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
    .join('\n');
  // A root master hands its workers to `nobody`, who could not write the temp folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format fleet '$remote_addr "$request" $status $upstream_addr $upstream_status $request_id $request_time';
  access_log ${dir}/access.log fleet;
  client_max_body_size 50m;
  keepalive_requests 100000;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream qurious_api {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    # Answered by nginx itself: probing the balancer never counts as a failure of an instance.
    location = /balancer-alive { return 204; }
    location / {
      proxy_pass http://qurious_api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      proxy_request_buffering on;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Balancer {
  readonly port: number;
  readonly baseUrl: string;
  /** The access log so far (one line per request: address, request, status, instance(s), request id). */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const dir = await mkdtemp(join(tmpdir(), 'qurious-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, balancerConfig(dir, port, options));
  const child: ChildProcess = spawn(nginxBinary(), ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = exitOf(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const errors = async () => `${stderr}${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  // Its own probe: a request passed to an instance not up yet would leave that instance out for
  // fail_timeout, and the first requests of a fast test would meet a 502.
  while (
    !(await fetch(`${baseUrl}/balancer-alive`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status === 204,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${await errors()}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    port,
    baseUrl,
    accessLog: () => readFile(join(dir, 'access.log'), 'utf8').catch(() => ''),
    async stop() {
      // SIGQUIT: a graceful stop; the workers finish their requests.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
