/**
 * The changes between two API documents that would break a caller written against the first:
 * a route gone, its success status changed; in what a caller sends, a parameter or field newly
 * required or no longer taken, a type, value list or limit narrowed; in what it receives, a field
 * removed or no longer always there, a type or value list widened. A route the contract marks
 * `versioned` (`x-versioned` in the document, before or after) may change freely.
 */
type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Json }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
  'x-versioned'?: boolean;
}
export interface ApiDocumentShape {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

type Side = 'request' | 'response';
const MAX_DEPTH = 12;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(doc: ApiDocumentShape, schema: unknown): Json {
  let s = isObject(schema) ? schema : {};
  for (let hops = 0; typeof s.$ref === 'string' && hops < 10; hops += 1)
    s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
  return s;
}

/** The JSON types a schema takes (a union's members' together); null when it takes any. */
function typesOf(doc: ApiDocumentShape, schema: Json): Set<string> | null {
  const members = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (members) {
    const all = new Set<string>();
    for (const m of members) {
      const types = typesOf(doc, resolve(doc, m));
      if (types === null) return null;
      for (const t of types) all.add(t);
    }
    return all;
  }
  if (schema.const !== undefined) return new Set([schema.const === null ? 'null' : typeof schema.const]);
  if (schema.type === undefined) return schema.enum ? new Set((schema.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v))) : null;
  const types = [schema.type].flat().map(String);
  // An integer is a number to a caller.
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t)));
}

const valuesOf = (schema: Json): unknown[] | null =>
  Array.isArray(schema.enum) ? (schema.enum as unknown[]) : schema.const !== undefined ? [schema.const] : null;

const LOWER_LIMITS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'] as const;
const UPPER_LIMITS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'] as const;

function compare(before: ApiDocumentShape, after: ApiDocumentShape, b0: unknown, a0: unknown, side: Side, where: string, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  const b = resolve(before, b0);
  const a = resolve(after, a0);
  const bTypes = typesOf(before, b);
  const aTypes = typesOf(after, a);
  if (side === 'request') {
    // What a caller sent must still be taken.
    if (bTypes === null ? aTypes !== null : aTypes !== null && [...bTypes].some((t) => !aTypes.has(t))) out.push(`${where}: type narrowed`);
    const bValues = valuesOf(b);
    const aValues = valuesOf(a);
    if (aValues && (!bValues || bValues.some((v) => !aValues.includes(v)))) out.push(`${where}: values narrowed`);
    for (const key of LOWER_LIMITS) if (typeof a[key] === 'number' && !(typeof b[key] === 'number' && b[key] >= a[key])) out.push(`${where}: ${key} raised`);
    for (const key of UPPER_LIMITS) if (typeof a[key] === 'number' && !(typeof b[key] === 'number' && b[key] <= a[key])) out.push(`${where}: ${key} lowered`);
    const bRequired = new Set((b.required ?? []) as string[]);
    for (const field of (a.required ?? []) as string[]) if (!bRequired.has(field)) out.push(`${where}.${field}: newly required`);
  } else {
    // What a caller read must still come, and nothing it could not read before.
    if (aTypes === null ? bTypes !== null : bTypes !== null && [...aTypes].some((t) => !bTypes.has(t))) out.push(`${where}: type widened`);
    const bValues = valuesOf(b);
    const aValues = valuesOf(a);
    if (bValues && (!aValues || aValues.some((v) => !bValues.includes(v)))) out.push(`${where}: values widened`);
    const aRequired = new Set((a.required ?? []) as string[]);
    for (const field of (b.required ?? []) as string[]) if (!aRequired.has(field)) out.push(`${where}.${field}: no longer always answered`);
  }
  const bProps = (b.properties ?? {}) as Json;
  const aProps = (a.properties ?? {}) as Json;
  for (const [field, schema] of Object.entries(bProps)) {
    if (!(field in aProps)) {
      if (side === 'response' || a.additionalProperties === false) out.push(`${where}.${field}: removed`);
      continue;
    }
    compare(before, after, schema, aProps[field], side, `${where}.${field}`, depth + 1, out);
  }
  if (b.items !== undefined && a.items !== undefined) compare(before, after, b.items, a.items, side, `${where}[]`, depth + 1, out);
}

const jsonSchemaOf = (content: Record<string, { schema?: Json }> | undefined) => content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;

/** Every breaking change from `before` to `after`, one line each (empty when there is none). */
export function breakingChanges(before: ApiDocumentShape, after: ApiDocumentShape): string[] {
  const out: string[] = [];
  for (const [path, methods] of Object.entries(before.paths)) {
    for (const [method, b] of Object.entries(methods)) {
      const a = after.paths[path]?.[method];
      const name = `${method.toUpperCase()} ${path}`;
      if (b['x-versioned'] === true || a?.['x-versioned'] === true) continue;
      if (!a) {
        out.push(`${name}: removed`);
        continue;
      }
      const bSuccess = Object.keys(b.responses ?? {}).find((s) => s.startsWith('2'));
      const aSuccess = Object.keys(a.responses ?? {}).find((s) => s.startsWith('2'));
      if (bSuccess !== aSuccess) out.push(`${name}: answers ${aSuccess ?? 'no success'} instead of ${bSuccess ?? 'none'}`);
      else if (bSuccess) compare(before, after, jsonSchemaOf(b.responses?.[bSuccess]?.content), jsonSchemaOf(a.responses?.[bSuccess]?.content), 'response', `${name} answer`, 0, out);
      const bParams = new Map((b.parameters ?? []).map((p) => [`${p.in} ${p.name}`, p]));
      for (const p of a.parameters ?? []) {
        const old = bParams.get(`${p.in} ${p.name}`);
        if (!old) {
          if (p.required) out.push(`${name}: new required ${p.in} parameter ${p.name}`);
        } else {
          if (p.required && !old.required) out.push(`${name}: ${p.in} parameter ${p.name} newly required`);
          compare(before, after, old.schema, p.schema, 'request', `${name} ${p.in} ${p.name}`, 0, out);
        }
      }
      for (const key of bParams.keys()) if (!(a.parameters ?? []).some((p) => `${p.in} ${p.name}` === key)) out.push(`${name}: ${key} parameter no longer taken`);
      if (a.requestBody?.required && !b.requestBody?.required) out.push(`${name}: body newly required`);
      if (b.requestBody && a.requestBody) compare(before, after, jsonSchemaOf(b.requestBody.content), jsonSchemaOf(a.requestBody.content), 'request', `${name} body`, 0, out);
    }
  }
  return out;
}
