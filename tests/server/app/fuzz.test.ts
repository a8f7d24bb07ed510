import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpContract } from '#shared/contract/http';
import { NUL_CHARACTER_MESSAGE } from '#shared/domain/text';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { registeredRoutes } from '../../helpers/route-list';
import { createTestUser } from '../../helpers/users';
import { book, inHours, insertGig, topUp } from '../bookings/bookings-fixtures';
import { runFuzz } from './fuzz-run';

/**
 * Bad input: a fixed-seed fuzzer over every registered route — requests
 * generated from the zod schemas, then made hostile — must never get a 5xx, and every rejection is
 * a 4xx with the app's { message, code }. `npm run bench -- fuzz` runs it with 10,000 requests.
 */
const COUNT = 2000;

describe('fuzzing every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the routes from Fastify, every contract route among them', () => {
    const registered = new Set(registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    for (const def of Object.values(httpContract)) expect(registered).toContain(`${def.method} ${def.path}`);
    expect(registered).toContain('POST /api/wallet/webhooks/:provider');
    expect(registered).toContain('GET /files/:key');
  });

  it(`answers ${COUNT} generated and hostile requests with no 5xx, every rejection a 4xx { message, code }`, async () => {
    const report = await runFuzz(t, COUNT, 13);
    expect(report.failures).toEqual([]);
    expect(report.sent).toBe(COUNT);
    for (const r of report.routes)
      expect(report.byRoute.get(`${r.method} ${r.url}`) ?? 0, `${r.method} ${r.url}`).toBeGreaterThan(0);
    // The generated requests reach the handlers, not only the validation.
    expect(report.byStatus.get(200) ?? 0).toBeGreaterThan(COUNT / 20);
  }, 300_000);
});

describe('what the fuzzer found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a NUL character in a path parameter, a query value or a body string with 400, on both databases', async () => {
    const user = await createTestUser(t);
    for (const url of [
      '/api/public/gigs/%00',
      '/api/reviews/experts/a%00b',
      '/api/gigs/search?keyword=a%00b',
      '/api/bookings/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION', message: NUL_CHARACTER_MESSAGE });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { emailOrUsername: `${user.email}\u0000`, password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      message: NUL_CHARACTER_MESSAGE,
      code: 'VALIDATION',
      fields: { emailOrUsername: NUL_CHARACTER_MESSAGE },
    });
  });

  it('books nothing when the note holds a NUL character', async () => {
    const expert = await createTestExpert(t);
    const gigId = await insertGig(t, expert);
    const buyer = await createTestUser(t);
    await topUp(t, buyer, 100);
    const res = await book(t, buyer, gigId, { note: 'see you\u0000', times: inHours(t, 30) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ note: NUL_CHARACTER_MESSAGE });
    const rows = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers an unreadable multipart upload (no boundary, cut short) with 400, not 500', async () => {
    const user = await createTestUser(t);
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'garbage'],
      [
        'multipart/form-data; boundary=zzz',
        '--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc\r\n--zz',
      ],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-picture',
        headers: { ...user.auth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_MULTIPART', message: 'The upload could not be read. Please choose the image again.' });
    }
  });

  it('answers an OPTIONS request that is no CORS preflight without a text/plain 400', async () => {
    for (const headers of [{}, { origin: 'http://localhost:5173' }]) {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/api/health', headers });
      expect(res.statusCode).toBeLessThan(400);
    }
  });
});
