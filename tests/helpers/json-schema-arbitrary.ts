import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type SchemaOrBool = z.core.JSONSchema._JSONSchema;

/** Longest string or array the walker makes when a schema sets no maximum (keeps requests small). */
const OPEN_MAX = 40;

const DATE_MIN = new Date('2000-01-01T00:00:00Z');
const DATE_MAX = new Date('2100-01-01T00:00:00Z');

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? OPEN_MAX, minLength + OPEN_MAX));
  switch (s.format) {
    case 'date-time':
      return fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
      break;
  }
  if (s.pattern) {
    try {
      const pattern = new RegExp(s.pattern);
      return fc.stringMatching(pattern).filter((v) => v.length >= minLength && v.length <= maxLength);
    } catch {
      // A pattern fast-check cannot build from: plain strings of the right length instead.
    }
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exclusiveMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  if (integer) {
    const min = s.minimum ?? (exclusiveMin !== undefined ? Math.floor(exclusiveMin) + 1 : -1_000_000);
    const max = s.maximum ?? (exclusiveMax !== undefined ? Math.ceil(exclusiveMax) - 1 : 1_000_000);
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min: s.minimum ?? exclusiveMin ?? -1e9,
    max: s.maximum ?? exclusiveMax ?? 1e9,
    minExcluded: exclusiveMin !== undefined && s.minimum === undefined,
    maxExcluded: exclusiveMax !== undefined && s.maximum === undefined,
    noNaN: true,
  });
}

function objectOf(s: JsonSchema, root: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = arbitraryOf(value, root);
  const known = fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
  if (s.additionalProperties === undefined || s.additionalProperties === true) {
    // Open objects (z.object without strict) also take keys nobody declared.
    return fc
      .tuple(
        known,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), {
          maxKeys: 2,
        }),
      )
      .map(([k, extra]) => ({ ...extra, ...k }));
  }
  return known;
}

/**
 * A fast-check arbitrary of values valid for a JSON schema (draft 2020-12, as zod 4's
 * `z.toJSONSchema` writes it): types, enum/const, string lengths, patterns and formats, number
 * ranges, arrays, objects with required keys, anyOf/oneOf/allOf (first member), `not` of an enum
 * and local $refs.
 * A schema it cannot read (an empty one: zod's "unrepresentable") gives any JSON value.
 */
export function arbitraryOf(
  schema: SchemaOrBool,
  root: JsonSchema = typeof schema === 'boolean' ? {} : schema,
): fc.Arbitrary<unknown> {
  if (schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(undefined);
  const s = schema;
  // Values a schema names as refused (`not: { enum }`) are left out of what it takes.
  const refused = typeof s.not === 'object' ? s.not.enum : undefined;
  if (refused) {
    const { not: _not, ...rest } = s;
    return arbitraryOf(rest, root).filter((v) => !refused.includes(v as never));
  }
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const target = s.$ref === '#' ? root : root.$defs?.[name];
    return target ? fc.constant(null).chain(() => arbitraryOf(target, root)) : fc.jsonValue({ maxDepth: 2 });
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map((m) => arbitraryOf(m, root)));
  if (s.allOf?.[0]) return arbitraryOf(s.allOf[0], root);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = Array.isArray(s.items) ? (s.items[0] ?? true) : (s.items ?? true);
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 5, minLength + 5));
      return fc.array(arbitraryOf(items, root), { minLength, maxLength });
    }
    case 'object':
      return objectOf(s, root);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The arbitrary of a zod schema's input, through its JSON schema. */
export function zodArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }),
  );
}
