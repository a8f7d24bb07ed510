import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';

describe(`profile deep links on ${testDbKind()}`, () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'qurious-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Qurious</title><body>Qurious app</body>');
    t = await createTestApp({ WEB_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers a browser opening /users/{username} with the app, even when the username has a dot', async () => {
    for (const url of ['/users/ada.lovelace', '/users/ada.lovelace?showLogin=true', '/users/sam_2']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Qurious app');
    }
  });

  it('still answers a missing asset with a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
