import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';

/**
 * Every error the API sends has the app's { message, code } shape, the framework's and
 * Node's own included. What inject cannot send (bytes Node's HTTP parser refuses) goes over a
 * real socket to the listening server.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(bytes: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes the socket after a client error; a reset after the answer is expected.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      else resolve({ status, headers: head, body });
    });
  });
}

/** The body is exactly { message, code } (or with fields), both non-empty strings. */
function expectAppShape(body: string, code: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message']);
  expect(parsed.code).toBe(code);
  expect(typeof parsed.message).toBe('string');
  expect(String(parsed.message).length).toBeGreaterThan(0);
}

describe(`framework and client errors on ${testDbKind()}`, () => {
  it('answers a NUL byte in the Authorization header with the app shape, not Fastify’s', async () => {
    const res = await raw('GET /api/users/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer a\u0000b\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expectAppShape(res.body, 'MALFORMED_REQUEST');
  });

  it('answers a request line Node cannot parse, and headers too large, with the app shape', async () => {
    const broken = await raw('NOT AN HTTP REQUEST\r\n\r\n');
    expect(broken.status).toBe(400);
    expectAppShape(broken.body, 'MALFORMED_REQUEST');
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expectAppShape(huge.body, 'HEADERS_TOO_LARGE');
  });

  it('answers bad %-encoding in the path, and a too long path segment, with the app shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/gigs/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expectAppShape(bad.body, 'BAD_URL');
    const long = await t.app.inject({ method: 'GET', url: `/api/gigs/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expectAppShape(long.body, 'URL_TOO_LONG');
  });

  it('answers an unknown route 404 and a known path asked with another method 405 with Allow', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expectAppShape(unknown.body, 'NOT_FOUND');
    const wrongMethod = await t.app.inject({ method: 'PATCH', url: '/api/gigs/some-gig' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expectAppShape(wrongMethod.body, 'METHOD_NOT_ALLOWED');
    const post = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('answers an unsupported content type 415, malformed JSON 400 and a body over 1 MB 413', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': contentType }, payload });
    const xml = await send('application/xml', '<login/>');
    expect(xml.statusCode).toBe(415);
    expectAppShape(xml.body, 'UNSUPPORTED_MEDIA_TYPE');
    const broken = await send('application/json', '{"emailOrUsername":');
    expect(broken.statusCode).toBe(400);
    expectAppShape(broken.body, 'INVALID_JSON');
    const big = await send('application/json', JSON.stringify({ emailOrUsername: 'a'.repeat(1024 * 1024), password: 'x' }));
    expect(big.statusCode).toBe(413);
    expectAppShape(big.body, 'BODY_TOO_LARGE');
  });

  it('checks a signed-in route’s caller before it reads a broken body', async () => {
    const send = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/wallet/checkout', headers: { 'content-type': 'application/json', ...headers }, payload });
    const anonymous = await send({}, '{"credits":');
    expect(anonymous.statusCode).toBe(401);
    expectAppShape(anonymous.body, 'UNAUTHORIZED');
    const user = await createTestUser(t);
    const signedIn = await send(user.auth, '{"credits":');
    expect(signedIn.statusCode).toBe(400);
    expectAppShape(signedIn.body, 'INVALID_JSON');
  });

  it('answers a request over the rate limit 429 in the app shape', async () => {
    let res = await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'nobody@example.com' } });
    for (let i = 0; i < 300 && res.statusCode !== 429; i += 1)
      res = await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(429);
    expectAppShape(res.body, 'RATE_LIMITED');
  });
});
