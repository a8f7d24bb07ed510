import { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import { expertPostBodySchema, expertSubmissionSchema, pictureUpdateSchema } from '#shared/domain/expert-submission';

export type JsonSchema = Record<string, unknown>;

/** Where a component lives in the document. */
export const componentRef = (name: string) => `#/components/schemas/${name}`;
const REF_PREFIX = '#/components/schemas/';
/** A provisional name for a schema's request side, before it is known whether it differs from its answer side. */
const INPUT_MARK = '~input';

/**
 * Schemas whose zod form cannot say what they take (a custom check that picks one of two schemas),
 * documented as the schemas they pick from.
 */
const DOCUMENTED_AS = new Map<z.core.$ZodType, z.ZodType>([[expertPostBodySchema, z.union([pictureUpdateSchema, expertSubmissionSchema])]]);

function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output', mark: string): Record<string, JsonSchema> {
  const out = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id) => componentRef(id + mark),
    override: ({ zodSchema, jsonSchema }) => {
      const instead = DOCUMENTED_AS.get(zodSchema);
      if (!instead) return;
      // The replacement is written into the object zod placed, so its refs to it stay good.
      for (const key of Object.keys(jsonSchema)) Reflect.deleteProperty(jsonSchema, key);
      Object.assign(jsonSchema, z.toJSONSchema(instead, { target: 'draft-2020-12', io, unrepresentable: 'any' }));
      delete (jsonSchema as JsonSchema).$schema;
    },
  });
  const schemas: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    const { $schema: _schema, $id: _id, ...rest } = schema as JsonSchema;
    schemas[id] = rest;
  }
  return schemas;
}

/** Rewrites every `$ref` in `value` through `rename` (a new tree; the input is left as it is). */
function mapRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, rename));
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) out[key] = key === '$ref' && typeof v === 'string' ? rename(v) : mapRefs(v, rename);
  return out;
}

/** The component names a tree refers to. */
export function refsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) refsOf(v, into);
  else if (typeof value === 'object' && value !== null)
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(REF_PREFIX)) into.add(v.slice(REF_PREFIX.length));
      else refsOf(v, into);
    }
  return into;
}

export interface NamedSchemas {
  /** Component name of each schema's request side and answer side (the same name when both read alike). */
  inputName: (schema: z.ZodType) => string;
  outputName: (schema: z.ZodType) => string;
  /** Every component, both sides. */
  components: Record<string, JsonSchema>;
}

/**
 * Turns named zod schemas into the document's components. Each schema is converted twice, as a
 * request reads it (`input`: defaults optional) and as an answer holds it (`output`); when both
 * sides read alike it is one component, otherwise the request side is `<Name>Input`.
 * A schema inside another named one is referred to by name, never copied.
 */
export function nameSchemas(named: ReadonlyArray<readonly [string, z.ZodType]>): NamedSchemas {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const ids = new Map<z.ZodType, string>();
  for (const [name, schema] of named) {
    if (ids.has(schema)) continue;
    ids.set(schema, name);
    inputs.add(schema, { id: name });
    outputs.add(schema, { id: name });
  }
  const answer = convert(outputs, 'output', '');
  const request = convert(inputs, 'input', INPUT_MARK);
  const plain = (ref: string) => ref.replace(INPUT_MARK, '');
  // A name differs when its two sides differ, or its request side refers to one that does.
  const differs = new Set([...ids.values()].filter((id) => !isDeepStrictEqual(mapRefs(request[id], plain), answer[id])));
  for (let grown = true; grown; ) {
    grown = false;
    for (const id of ids.values()) {
      if (differs.has(id)) continue;
      if ([...refsOf(request[id])].some((ref) => differs.has(ref.replace(INPUT_MARK, '')))) {
        differs.add(id);
        grown = true;
      }
    }
  }
  const inputNameOf = (id: string) => (differs.has(id) ? `${id}Input` : id);
  const finalRef = (ref: string) => {
    if (!ref.endsWith(INPUT_MARK)) return ref;
    return componentRef(inputNameOf(ref.slice(REF_PREFIX.length, -INPUT_MARK.length)));
  };
  const components: Record<string, JsonSchema> = {};
  for (const id of ids.values()) {
    components[id] = answer[id] ?? {};
    if (differs.has(id)) components[inputNameOf(id)] = mapRefs(request[id], finalRef) as JsonSchema;
  }
  const nameOf = (schema: z.ZodType) => {
    const id = ids.get(schema);
    if (id === undefined) throw new Error('a schema the document did not name');
    return id;
  };
  return { inputName: (s) => inputNameOf(nameOf(s)), outputName: nameOf, components };
}
