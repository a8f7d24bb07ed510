import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpContract } from '#shared/contract/http';
import { gigSchema } from '#shared/contract/http/gigs';
import { apiSerializerCompiler, sameBothWays } from './serializer';

const compile = (schema: z.ZodType) => ({
  ours: apiSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' }),
  provider: serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' }),
});

const gig = {
  id: 'g1',
  _id: 'g1',
  title: 'Blender rigging',
  category: 'Design',
  subCategory: '3D',
  softwares: ['Blender'],
  tags: ['rig'],
  description: 'A description',
  gallery: [],
  pricing: Object.fromEntries(
    ['basic', 'standard', 'premium'].map((tier) => [
      tier,
      { title: tier, description: '', credits: 10, sessionTime: '1h', extraTime: '', numberOfSessions: '1', internal: 'x' },
    ]),
  ),
  active: true,
  hidden: null,
  expert: { id: 'e1', _id: 'e1', userName: 'ann', displayName: 'Ann', profilePicture: null },
  secret: 'never sent',
};

describe('apiSerializerCompiler', () => {
  it('answers what the zod provider answers, unknown keys stripped at every level', () => {
    const { ours, provider } = compile(gigSchema);
    expect(ours(gig)).toBe(provider(gig));
    expect(ours(gig)).not.toContain('never sent');
    expect(ours(gig)).not.toContain('internal');
  });

  it('throws a ResponseSerializationError for an answer that does not match its schema', () => {
    const { ours } = compile(gigSchema);
    expect(() => ours({ ...gig, active: 'yes' })).toThrow(ResponseSerializationError);
  });

  it('leaves schemas that read differently when encoded to the provider', () => {
    const withDefault = z.object({ a: z.string(), b: z.array(z.string()).default([]) });
    const withTransform = z.object({ a: z.string().transform((s) => s.length) });
    expect(sameBothWays(withDefault)).toBe(false);
    expect(sameBothWays(withTransform)).toBe(false);
    expect(sameBothWays(z.object({ n: z.lazy(() => z.string()) }))).toBe(false);
    expect(sameBothWays(z.union([z.object({ a: z.string().nullable() }), z.record(z.string(), z.number().optional())]))).toBe(true);
    // Encoding applies no default (parsing would answer b: []), so the provider refuses this answer; so do we.
    const { ours, provider } = compile(withDefault);
    expect(() => provider({ a: 'x' })).toThrow(ResponseSerializationError);
    expect(() => ours({ a: 'x' })).toThrow(ResponseSerializationError);
    expect(ours({ a: 'x', b: ['y'] })).toBe(provider({ a: 'x', b: ['y'] }));
  });

  // A budget: every answer of the contract takes the fast path (an answer schema with a default or
  // a transform would silently fall back to walking the schema on every response).
  it('takes the fast path for every answer of the contract', () => {
    const slow = Object.entries(httpContract).filter(([, def]) => !sameBothWays(def.response)).map(([name]) => name);
    expect(slow).toEqual([]);
  });
});
