import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The configured secret, or one generated once and kept (mode 600) in `fileName` under the data folder. */
function resolveKeptSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configured token secret, or one generated once and kept under the data folder. */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string =>
  resolveKeptSecret(configured, dataDir, 'jwt-secret');

/** coturn's shared secret (use-auth-secret), configured or generated once and kept under the data folder. */
export const resolveTurnSecret = (configured: string | undefined, dataDir: string): string =>
  resolveKeptSecret(configured, dataDir, 'turn-secret');
