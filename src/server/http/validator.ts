import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, hasNulCharacter } from '#shared/domain/text';

interface Node {
  value: unknown;
  key: PropertyKey | null;
  parent: Node | null;
}

const pathOf = (node: Node): PropertyKey[] => {
  const path: PropertyKey[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.push(n.key);
  return path.reverse();
};

/**
 * The path of a string or key holding a NUL character, or null. Walked with an explicit stack and
 * parent links (bodies may nest 10,000 deep: no recursion, no path copied per level).
 */
function nulPath(value: unknown): PropertyKey[] | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const v = node.value;
    if (typeof v === 'string') {
      if (hasNulCharacter(v)) return pathOf(node);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i += 1) stack.push({ value: v[i] as unknown, key: i, parent: node });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (hasNulCharacter(key)) return pathOf(node);
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return null;
}

/** Fails with the NUL message at the path of a NUL (used only when there is one). */
const nulIssue = z.unknown().superRefine((value, ctx) => {
  const path = nulPath(value);
  if (path) ctx.addIssue({ code: 'custom', message: NUL_CHARACTER_MESSAGE, path });
});

/**
 * The route schemas' validator (fastify-type-provider-zod), after one rule every route shares: no
 * NUL character in any parameter, query value or body string (a 400 VALIDATION like any field error).
 */
export const apiValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const rejectNul = validatorCompiler({ ...route, schema: nulIssue });
  return (data) => (nulPath(data) === null ? validate(data) : rejectNul(data));
};
