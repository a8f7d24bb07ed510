import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '#server/server';
import { freePort } from '../../helpers/ports';

const answers = async (url: string): Promise<number | 'refused'> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch {
    return 'refused';
  }
};

describe('npm start is ready when it first answers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('does not listen until the work before listening (the demo seed) is done', async () => {
    const port = await freePort();
    const health = `http://127.0.0.1:${port}/api/health`;
    let finishSeed = (): void => undefined;
    let seedStarted = (): void => undefined;
    const started = new Promise<void>((done) => (seedStarted = done));
    const server = startServer(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web') },
      {
        beforeListen: () => {
          seedStarted();
          return new Promise<void>((done) => (finishSeed = done));
        },
      },
    );
    await started;
    expect(await answers(health)).toBe('refused');
    finishSeed();
    const { app, deps } = await server;
    try {
      expect(await answers(health)).toBe(200);
    } finally {
      await app.close();
      await deps.db.close();
    }
  });
});
