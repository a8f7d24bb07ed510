import { existsSync } from 'node:fs';
import { startE2eServer } from './server';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5510);

/** Starts the real server once for the whole e2e run; workers read its address from the env. */
export default async function globalSetup() {
  if (!existsSync(`${process.env.E2E_WEB_DIR ?? 'out/web'}/index.html`)) throw new Error('Build the browser build first: npm run build:web');
  const server = await startE2eServer(E2E_PORT);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = server.mailDir;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.close();
}
