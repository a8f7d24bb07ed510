import { z } from 'zod';
import type { RouteDef } from '#shared/contract/http';
import { LIVE_CLOSE, LIVE_PATH, liveClientMessageSchema, liveServerMessageSchema } from '#shared/contract/live';
import { componentRef, nameSchemas, refsOf, type JsonSchema } from './schemas';
import { ERROR_RESPONSES, RATE_LIMIT_HEADERS, errorStatusesOf } from './errors';
import { withExample, withParameterExamples, type ApiExamples } from './examples';

/** What the server knows of a route that its contract entry does not say. */
export interface RouteFacts {
  /** The status of a successful answer (200 unless the route says otherwise). */
  successStatus: number;
  rateLimited: boolean;
}

export interface DocumentInput {
  /** Every route by its name, as the contract declares it. */
  routes: Readonly<Record<string, RouteDef>>;
  /** The contract's files: each route's tag, and its exported schemas' component names. */
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  facts: (def: RouteDef) => RouteFacts;
  version: string;
  /** Examples from the demo marketplace, by route name. */
  examples: ApiExamples;
}

/** `createGig` as a heading, "Create gig". */
const sentenceOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const hasBody = (def: RouteDef) => def.method !== 'GET' && def.method !== 'DELETE';
/** `/api/gigs/:id` as OpenAPI writes it, `/api/gigs/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * What no path parameter can be: a URL reads a segment `.` or `..` (`%2E` too) as "this folder" or
 * "the one above" and drops it before any server sees it (RFC 3986 5.2.4, the WHATWG URL standard).
 */
const DOT_SEGMENTS = { enum: ['.', '..'] };

function parametersOf(schema: z.ZodType, where: 'path' | 'query'): JsonSchema[] {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || !takesAbsent(schema, name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: where === 'path' ? { ...rest, not: DOT_SEGMENTS } : rest,
    };
  });
}

/**
 * Whether the object schema accepts the field left out. Read from zod rather than the JSON schema's
 * `required`, which lists a field whose absence a preprocess turns into a value (`keyword` → '').
 */
function takesAbsent(schema: z.ZodType, field: string): boolean {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  return shape[field]?.safeParse(undefined).success ?? true;
}

/** Whether an object schema takes no field at all (a route without a body or query). */
function isEmpty(schema: z.ZodType): boolean {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json.type === 'object' && Object.keys(json.properties ?? {}).length === 0;
}

function securityOf(def: RouteDef): JsonSchema[] {
  if (def.auth === 'none') return [];
  if (def.auth === 'optional') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

const AUTH_TEXT: Record<RouteDef['auth'], string> = {
  none: 'Public.',
  optional: 'Public; a signed-in caller may see more.',
  user: 'Signed in.',
  verified: 'Signed in, with a verified email address.',
  expert: 'Signed in as an expert.',
};

function whoMayCall(def: RouteDef): string {
  const parts = [AUTH_TEXT[def.auth]];
  if (def.operator) parts.push(`Operator console: a role that may ${def.operator.access} the ${def.operator.area} area.`);
  if (def.secondFactor || def.operator?.access === 'act') parts.push('The session must have passed the second factor in the last 15 minutes.');
  return parts.join(' ');
}

/**
 * The OpenAPI 3.1 document of the API, built from the contract's route table: every route with its
 * auth, parameters, body, answer and error statuses; the schemas the contract exports are
 * components by name. The server's facts add what only it decides (success status, rate limits).
 */
export function apiDocument(input: DocumentInput): JsonSchema {
  const tagOf = new Map<string, string>();
  const named: Array<[string, z.ZodType]> = [['ApiError', errorSchemaOf(input.modules)]];
  for (const [file, exports] of Object.entries(input.modules)) {
    for (const [key, value] of Object.entries(exports)) {
      if (isSchema(value) && key.endsWith('Schema')) named.push([pascal(key.slice(0, -'Schema'.length)), value]);
      else if (typeof value === 'object' && value !== null && key.endsWith('Routes'))
        for (const name of Object.keys(value)) tagOf.set(name, file);
    }
  }
  named.push(['LiveClientMessage', liveClientMessageSchema], ['LiveServerMessage', liveServerMessageSchema]);
  const routes = Object.entries(input.routes);
  for (const [name, def] of routes) {
    if (hasBody(def) && !def.multipart) named.push([`${pascal(name)}Body`, def.body]);
    named.push([`${pascal(name)}Answer`, def.response]);
  }
  const schemas = nameSchemas(named);

  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, def] of routes) {
    const facts = input.facts(def);
    const example = input.examples[name];
    const parameters = withParameterExamples([...parametersOf(def.params, 'path'), ...parametersOf(def.query, 'query')], example);
    const takesBody = hasBody(def) && (def.multipart === true || def.rawBody === true || !isEmpty(def.body));
    const responses: Record<string, JsonSchema> = {
      [String(facts.successStatus)]: {
        description: 'Done.',
        content: def.answerType
          ? { [def.answerType]: { schema: { type: 'string' } } }
          : { 'application/json': withExample({ schema: { $ref: componentRef(schemas.outputName(def.response)) } }, example?.answer) },
      },
    };
    for (const status of errorStatusesOf({ def, takesBody, rateLimited: facts.rateLimited }))
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    const operation: JsonSchema = {
      operationId: name,
      tags: [tagOf.get(name) ?? 'other'],
      summary: sentenceOf(name),
      description: whoMayCall(def),
      security: securityOf(def),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(takesBody ? { requestBody: requestBodyOf(def, schemas.inputName, example?.body) } : {}),
      responses,
      ...(def.operator ? { 'x-operator': { ...def.operator } } : {}),
      ...(def.versioned ? { 'x-versioned': true } : {}),
    };
    (paths[openApiPath(def.path)] ??= {})[def.method.toLowerCase()] = operation;
  }
  paths[LIVE_PATH] = { get: liveOperation() };

  // The error answers (components.responses) all hold ApiError.
  const used = reachable([paths, { $ref: componentRef('ApiError') }], schemas.components);
  // A request side no answer shares its name with keeps the plain name (`CreateGigBody`, not `CreateGigBodyInput`).
  const plain = new Map([...used].filter((n) => n.endsWith('Input') && !used.has(n.slice(0, -'Input'.length))).map((n) => [n, n.slice(0, -'Input'.length)]));
  const rename = (value: unknown) => renameRefs(value, plain);
  const components: Record<string, JsonSchema> = {};
  for (const key of [...used].map((n) => plain.get(n) ?? n).sort()) {
    const source = [...plain].find(([, to]) => to === key)?.[0] ?? key;
    components[key] = rename(schemas.components[source] ?? {}) as JsonSchema;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Qurious API',
      version: input.version,
      description:
        'The API of Qurious, a marketplace where people find experts by software or skill and book live calls. ' +
        'Send the session token from sign-in as `Authorization: Bearer <token>`. Every error answers `{ message, code, fields? }`: ' +
        '`message` is for people, `code` for programs, `fields` names the fields at fault.',
    },
    tags: [...new Set(tagOf.values())].sort().map((tag) => ({ name: tag })),
    paths: rename(sortKeys(paths)),
    components: {
      schemas: components,
      responses: Object.fromEntries(Object.values(ERROR_RESPONSES).map((r) => [r.name, errorResponse(r.description, r.name === 'TooManyRequests')])),
      headers: RATE_LIMIT_HEADERS,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function errorSchemaOf(modules: DocumentInput['modules']): z.ZodType {
  const schema = modules.route?.apiErrorSchema;
  if (!isSchema(schema)) throw new Error('the contract exports no apiErrorSchema');
  return schema;
}

function errorResponse(description: string, limited: boolean): JsonSchema {
  return {
    description,
    ...(limited ? { headers: Object.fromEntries(Object.keys(RATE_LIMIT_HEADERS).map((h) => [h, { $ref: `#/components/headers/${h}` }])) } : {}),
    content: { 'application/json': { schema: { $ref: componentRef('ApiError') } } },
  };
}

function requestBodyOf(def: RouteDef, inputName: (schema: z.ZodType) => string, example: unknown): JsonSchema {
  if (def.multipart) {
    const field = def.fileField ?? 'file';
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          encoding: { [field]: { contentType: 'image/jpeg, image/png, image/webp, image/heic' } },
        },
      },
    };
  }
  if (def.rawBody)
    return {
      required: true,
      description: "The payment provider's event, read as the exact bytes sent: its signature header is checked over them.",
      content: { 'application/json': { schema: {} } },
    };
  // A body the route also takes absent (`nullish`) is not required.
  const required = !def.body.safeParse(undefined).success;
  return { required, content: { 'application/json': withExample({ schema: { $ref: componentRef(inputName(def.body)) } }, example) } };
}

function liveOperation(): JsonSchema {
  const closes = Object.values(LIVE_CLOSE)
    .map((c) => `\`${c.code}\` ${c.reason}`)
    .join('; ');
  return {
    operationId: 'live',
    tags: ['live'],
    summary: 'The real-time channel (WebSocket)',
    description:
      'Open a WebSocket here. The first message signs in with the session token (never in the URL); then every message, ' +
      'both ways, is JSON text: the client sends `LiveClientMessage`, the server sends `LiveServerMessage`. ' +
      `Close codes: ${closes}. A plain GET without the upgrade answers 426.`,
    security: [],
    responses: {
      '101': { description: 'Switched to the WebSocket protocol.' },
      '426': { $ref: '#/components/responses/UpgradeRequired' },
    },
    'x-messages': {
      client: { $ref: componentRef('LiveClientMessage') },
      server: { $ref: componentRef('LiveServerMessage') },
    },
  };
}

/** The components the paths use, and those they use in turn. */
function reachable(paths: unknown, components: Record<string, JsonSchema>): Set<string> {
  const seen = new Set<string>();
  const queue = [...refsOf(paths)];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsOf(components[name]));
  }
  return seen;
}

/** `value` with each `$ref` to a component in `names` pointing at its new name. */
function renameRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => renameRefs(v, names));
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    const to = key === '$ref' && typeof v === 'string' ? names.get(v.slice(componentRef('').length)) : undefined;
    out[key] = to !== undefined ? componentRef(to) : renameRefs(v, names);
  }
  return out;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
