import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loggerOptions, OneLinePerRequest, requestForLog, requestLine } from './logger';

/** A Fastify app logging into an array, with one logged route and one that leaves successes out. */
function appWithLines(format: 'pretty' | 'json' = 'json') {
  const lines: { msg: string; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest(format) });
  let failing = false;
  app.get('/probe', { config: { accessLog: false } }, async (_req, reply) => {
    if (failing) return reply.code(503).send({ message: 'down' });
    return { status: 'ok' };
  });
  app.get('/page', async () => ({ ok: true }));
  return { app, lines, fail: () => (failing = true) };
}

describe('OneLinePerRequest', () => {
  it('writes one line per request, none on arrival', async () => {
    const { app, lines } = appWithLines();
    await app.inject('/page');
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('leaves successful answers of an accessLog: false route out, and still logs its failures', async () => {
    const { app, lines, fail } = appWithLines();
    await app.inject('/probe');
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(0);
    fail();
    await app.inject('/probe');
    const logged = lines.filter((l) => l.msg === 'request completed');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.res?.statusCode).toBe(503);
  });
});

describe('requestForLog', () => {
  it('logs a request without the secrets of its URL', async () => {
    const lines: { msg: string; req?: { url: string } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } }, logController: new OneLinePerRequest() });
    app.get('/reset-password', async () => ({ ok: true }));
    await app.inject('/reset-password?token=s3cr3t-value&next=/');
    const logged = lines.find((l) => l.msg === 'request completed');
    expect(logged?.req?.url).toBe('/reset-password?token=[hidden]&next=/');
    expect(JSON.stringify(lines)).not.toContain('s3cr3t-value');
  });
});

describe('the pretty format', () => {
  it('says the request in the line itself: method, path without secrets, status and time', async () => {
    const { app, lines } = appWithLines('pretty');
    await app.inject('/page?token=s3cr3t');
    const line = lines.find((l) => l.msg.startsWith('GET '));
    expect(line?.msg).toMatch(/^GET \/page\?token=\[hidden\] 200 \d+(\.\d)? ms$/);
    expect(lines.some((l) => l.msg === 'request completed')).toBe(false);
  });

  it('prints each entry on one line, without the request and answer objects', () => {
    const options = loggerOptions({ logLevel: 'info', logFormat: 'pretty' });
    const pretty = options ? options.transport?.options : undefined;
    expect(pretty).toMatchObject({ singleLine: true });
    expect(pretty?.ignore.split(',')).toEqual(expect.arrayContaining(['req', 'res', 'responseTime']));
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).toEqual({ level: 'info' });
  });

  it('rounds the time of slow requests and keeps a decimal for fast ones', () => {
    expect(requestLine('POST', '/api/x', 201, 3.14159)).toBe('POST /api/x 201 3.1 ms');
    expect(requestLine('GET', '/', 404, 123.6)).toBe('GET / 404 124 ms');
  });

  it('is the default in development only; LOG_FORMAT chooses', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be pretty or json');
  });
});
