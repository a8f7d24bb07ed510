import { existsSync, rmSync } from 'node:fs';
import { buildDemoWorld } from './demo-server';
import { writeFakeCamera } from './fake-camera';
import { startE2eServer } from './server';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 5510);

/**
 * Starts the real server once for the whole e2e run, and writes the demo world the read-only specs
 * start their own servers on (a copy each); workers read both from the env.
 */
export default async function globalSetup() {
  if (!existsSync(`${process.env.E2E_WEB_DIR ?? 'out/web'}/index.html`)) throw new Error('Build the browser build first: npm run build:web');
  writeFakeCamera();
  const [server, demoWorld] = await Promise.all([startE2eServer(E2E_PORT), buildDemoWorld()]);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = server.mailDir;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_DEMO_WORLD = demoWorld;
  return async () => {
    await server.close();
    rmSync(demoWorld, { recursive: true, force: true });
  };
}
