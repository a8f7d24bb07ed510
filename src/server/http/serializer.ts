import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Schema kinds that read a value the same way whichever direction zod runs them in. */
const SAME_BOTH_WAYS = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'void', 'any', 'unknown', 'date',
  'enum', 'literal', 'template_literal', 'object', 'record', 'array', 'tuple', 'union', 'intersection',
  'optional', 'nullable', 'nonoptional', 'readonly',
]);

/** The schemas a kind holds (an object's fields, an array's element, …). */
function childrenOf(def: Def): unknown[] {
  const shape = def.type === 'object' ? Object.values(def.shape as Record<string, unknown>) : [];
  const lists = [def.options, def.items].flatMap((v) => (Array.isArray(v) ? (v as unknown[]) : []));
  const single = [def.element, def.innerType, def.left, def.right, def.keyType, def.valueType, def.rest, def.catchall];
  return [...shape, ...lists, ...single].filter((s) => s !== undefined && s !== null);
}

/**
 * Whether encoding and parsing `schema` give the same answer: no transform, pipe, codec, default,
 * prefault, catch or lazy anywhere in it (an unknown kind counts as different).
 */
export function sameBothWays(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!(schema instanceof z.core.$ZodType)) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as Def;
  return SAME_BOTH_WAYS.has(def.type) && childrenOf(def).every((child) => sameBothWays(child, seen));
}

/**
 * The route answers' serializer: fastify-type-provider-zod's (the answer is checked against its
 * schema, stripped of unknown keys, and a mismatch is a ResponseSerializationError), but for a
 * schema that reads the same both ways it checks with `safeParse`, which zod compiles to a fast
 * path, where `safeEncode` walks the schema generically on every answer.
 */
export const apiSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodType) || !sameBothWays(schema)) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
