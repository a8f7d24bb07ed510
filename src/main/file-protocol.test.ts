import { describe, expect, it } from 'vitest';
import { createFileHandler } from './file-protocol';

describe('createFileHandler', () => {
  const served: string[] = [];
  const handler = createFileHandler({
    appUrlPrefixes: ['file:///opt/Qurious/out/renderer/'],
    csp: "default-src 'self'",
    fetchFile: async (request) => {
      served.push(request.url);
      return new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    },
  });

  it('serves files of the renderer with the CSP and nosniff', async () => {
    const response = await handler(new Request('file:///opt/Qurious/out/renderer/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<!doctype html>');
  });

  it('answers 404 for any other file without reading it', async () => {
    served.length = 0;
    const response = await handler(new Request('file:///home/me/.ssh/id_rsa'));
    expect(response.status).toBe(404);
    expect(served).toEqual([]);
  });
});
