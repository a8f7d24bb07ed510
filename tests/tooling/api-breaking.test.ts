import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMITTED_DOCUMENT } from '#scripts/api-document-path';
import { breakingChanges, type ApiDocumentShape } from '#scripts/lib/api-breaking';

type Json = Record<string, unknown>;
const load = () => JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8')) as ApiDocumentShape & { components: { schemas: Record<string, Json> } };
const schema = (doc: ReturnType<typeof load>, name: string) => {
  const found = doc.components.schemas[name];
  if (!found) throw new Error(`no component ${name}`);
  return found as Json & { properties: Record<string, Json>; required: string[] };
};

describe('the API breaking-change check', () => {
  it('finds nothing between a document and itself, nor when a route answers a new field', () => {
    const before = load();
    const after = load();
    schema(after, 'Gig').properties.rating = { type: 'number' };
    expect(breakingChanges(before, load())).toEqual([]);
    expect(breakingChanges(before, after)).toEqual([]);
  });

  it('fails on a field removed from an answer, wherever the answer uses it', () => {
    const after = load();
    delete schema(after, 'Gig').properties.title;
    schema(after, 'Gig').required = schema(after, 'Gig').required.filter((f) => f !== 'title');
    const changes = breakingChanges(load(), after);
    expect(changes).toContain('GET /api/gigs/{id} answer.title: removed');
    expect(changes).toContain('PUT /api/gigs/{id} answer.title: removed');
  });

  it('fails on a type narrowed or a limit lowered in what a caller sends, and on a field newly required', () => {
    const after = load();
    const body = schema(after, 'UsersLoginBody');
    body.properties.password = { ...body.properties.password, maxLength: 3 };
    body.properties.emailOrUsername = { type: 'number' };
    body.properties.remember = { type: 'boolean' };
    body.required = [...body.required, 'remember'];
    expect(breakingChanges(load(), after)).toEqual([
      'POST /api/users/login body.remember: newly required',
      'POST /api/users/login body.emailOrUsername: type narrowed',
      'POST /api/users/login body.password: maxLength lowered',
    ]);
  });

  it('fails on a route gone or its success status changed, unless the route is versioned', () => {
    const before = load();
    const after = load();
    const gigs = after.paths['/api/gigs'];
    if (!gigs?.post) throw new Error('no POST /api/gigs');
    gigs.post.responses = { '200': gigs.post.responses?.['201'] ?? {} };
    delete after.paths['/api/gigs/{id}'];
    const changes = breakingChanges(before, after);
    expect(changes).toContain('POST /api/gigs: answers 200 instead of 201');
    expect(changes).toContain('GET /api/gigs/{id}: removed');
    const versioned = before.paths['/api/gigs/{id}'];
    if (!versioned?.get || !gigs.post) throw new Error('no GET /api/gigs/{id}');
    versioned.get['x-versioned'] = true;
    gigs.post['x-versioned'] = true;
    const left = breakingChanges(before, after);
    expect(left.filter((c) => c.startsWith('GET /api/gigs/{id}:') || c.startsWith('POST /api/gigs:'))).toEqual([]);
    expect(left).toContain('PUT /api/gigs/{id}: removed');
  });
});
