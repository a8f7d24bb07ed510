import { describe, expect, it } from 'vitest';

describe('the client’s zod settings', () => {
  it('are the ones zod itself reads (no `new Function` probe under the page’s CSP)', async () => {
    await import('./zod-config');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // A schema built afterwards still parses (interpreted).
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
