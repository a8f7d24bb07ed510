import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, hasNulCharacter } from '../../shared/domain/text';

/** The path of the first string or key holding a NUL character (walked without recursion: bodies may nest deep). */
function nulPath(value: unknown): PropertyKey[] | null {
  const stack: Array<[unknown, PropertyKey[]]> = [[value, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [v, path] = next;
    if (typeof v === 'string') {
      if (hasNulCharacter(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, [...path, i]]));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasNulCharacter(key)) return path;
        stack.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

const withoutNul = z.unknown().superRefine((value, ctx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: 'custom', message: NUL_CHARACTER_MESSAGE, path });
});

/**
 * The route schemas' validator (fastify-type-provider-zod), after one rule every route shares: no
 * NUL character in any parameter, query value or body string (a 400 VALIDATION like any field error).
 */
export const apiValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withoutNul.pipe(route.schema) });
