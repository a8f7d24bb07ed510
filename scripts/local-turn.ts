/**
 * The TURN server for `npm start`: when TURN_URLS points at this machine (the default,
 * 127.0.0.1:3478) and coturn is installed, it runs coturn there with the API's TURN secret, so
 * calls can relay through it as they would through a real one. Without coturn, calls on this
 * machine still connect directly; an address elsewhere is left to its own server.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '#server/config';
import { resolveTurnSecret } from '#server/secret';
import { coturnArgs, findTurnserver, localTurnPort, stunAnswers, waitForStun } from './lib/coturn';
import { spawnSupervised } from './lib/supervise';

export async function startLocalTurn(config: Config, log: (line: string) => void): Promise<void> {
  const port = localTurnPort(config.turn.urls);
  if (port === null) return;
  const binary = findTurnserver();
  if (!binary) {
    log(
      'Calls: coturn is not installed, so there is no TURN relay; calls on this machine connect directly (apt-get install coturn adds it).',
    );
    return;
  }
  if (await stunAnswers(port)) {
    log(
      `Calls: a STUN/TURN server already answers on 127.0.0.1:${port}; using it (it must share TURN_SECRET).`,
    );
    return;
  }
  const dir = join(config.dataDir, 'coturn');
  mkdirSync(dir, { recursive: true });
  // Supervised: coturn ends with this process, even when it is killed with SIGKILL.
  const child = spawnSupervised(
    binary,
    coturnArgs({ port, secret: resolveTurnSecret(config.turn.secret, config.dataDir), dir }),
  );
  // Its log is read and dropped (a full pipe would stall it); failed sign-ins are routine there.
  child.stdout.resume();
  child.stderr.resume();
  child.on('exit', (code) => {
    if (code !== null && code !== 0)
      log(`coturn stopped (exit ${code}); calls connect directly until it runs again.`);
  });
  process.on('exit', () => child.kill('SIGTERM'));
  if (await waitForStun(port, 5_000))
    log(`Calls: coturn relays on 127.0.0.1:${port} (TURN REST credentials, use-auth-secret).`);
  else log(`Calls: coturn did not answer on 127.0.0.1:${port}; calls on this machine connect directly.`);
}
