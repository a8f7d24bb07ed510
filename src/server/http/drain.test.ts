import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DRAIN_MAX_MS, drainOnStop } from './drain';

describe('draining before a stop', () => {
  it('answers reads 503 with Connection: close while draining, serves writes, and ends once requests stop coming', async () => {
    const app = Fastify();
    app.get('/r', async () => ({ ok: true }));
    app.post('/w', async () => ({ ok: true }));
    const drainer = drainOnStop(app);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/r' })).statusCode).toBe(200);
    const drained = drainer.drain();
    const read = await app.inject({ method: 'GET', url: '/r' });
    expect(read.statusCode).toBe(503);
    expect(read.headers.connection).toBe('close');
    expect((await app.inject({ method: 'POST', url: '/w' })).statusCode).toBe(200);
    await drained;
    await app.close();
  });

  it('stops waiting after its limit though requests keep coming', async () => {
    let t = 0;
    const app = Fastify();
    app.post('/w', async () => ({ ok: true }));
    // Each pause of the drain moves the clock 100 ms on and brings a request: never quiet for 250 ms.
    const drainer = drainOnStop(app, {
      now: () => t,
      pause: async () => {
        t += 100;
        await app.inject({ method: 'POST', url: '/w' });
      },
    });
    await app.ready();
    await drainer.drain();
    expect(t).toBeGreaterThanOrEqual(DRAIN_MAX_MS);
    expect(t).toBeLessThan(DRAIN_MAX_MS + 500);
    await app.close();
  });
});
