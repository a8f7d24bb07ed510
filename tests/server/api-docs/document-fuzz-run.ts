import fc from 'fast-check';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import { withFreshSecondFactor, operatorWith } from '../ops/console-fixtures';
import { OPERATOR_ROLES } from '#shared/domain/operator-roles';
import { book, insertGig, topUp } from '../bookings/bookings-fixtures';
import { createTestExpert } from '../../helpers/experts';
import { arbitraryOf } from '../../helpers/json-schema-arbitrary';
import type { TestApp } from '../../helpers/test-app';
import { createTestUser } from '../../helpers/users';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Json;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Json }> }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/**
 * Who the fuzzer acts as: every role the authorization matrix knows; an operator request goes out as
 * each operator role in turn (owner, support, trust, finance, viewer, each with a fresh second factor).
 */
export const ROLES = ['anonymous', 'buyer', 'expert', 'otherUser', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** How a request's input was made: from the document's schemas, or broken on purpose. */
type Kind = 'valid' | 'wrong-type' | 'missing-required';

interface DocRequest {
  role: Role;
  kind: Kind;
  method: string;
  url: string;
  contentType: string | null;
  payload: string | Buffer | undefined;
}

export interface DocFuzzReport {
  sent: number;
  operations: number;
  byStatus: Map<number, number>;
  /** operationId → requests sent to it */
  byOperation: Map<string, number>;
  /** What broke a rule: a 5xx, an undocumented status, an answer not of its documented schema. */
  findings: string[];
}

/** The document's schemas with their refs made local, as the JSON-schema arbitrary reads them. */
function localRoot(document: ApiDocument): Json {
  const text = JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/');
  return { $defs: JSON.parse(text) as Json };
}
const local = (schema: Json): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Json;

/** A multipart body with one part named `field` holding `bytes`. */
function multipart(field: string, bytes: Uint8Array): { contentType: string; payload: Buffer } {
  const boundary = 'qurious-fuzz-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

function bodyOf(
  op: Operation,
  root: Json,
  schemaOf: (ref: string) => ValidateFunction,
): fc.Arbitrary<{ kind: Kind; contentType: string | null; payload: string | Buffer | undefined }> {
  const content = op.requestBody?.content;
  if (!content) return fc.constant({ kind: 'valid' as const, contentType: null, payload: undefined });
  const form = content['multipart/form-data'];
  if (form) {
    const field = Object.keys((form.schema.properties ?? {}))[0] ?? 'file';
    return fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'valid' as const, ...multipart(field, bytes) }));
  }
  const schema = content['application/json']?.schema ?? {};
  const valid = arbitraryOf(local(schema) as never, root as never).map((value) => ({
    kind: 'valid' as const,
    contentType: 'application/json',
    payload: JSON.stringify(value),
  }));
  // A value of another type, unless the documented schema takes it (a body that may be null).
  const ref = typeof schema.$ref === 'string' ? schemaOf(schema.$ref) : null;
  const wrongType = fc.constantFrom('[]', '42', '"text"', 'null').map((payload) => ({
    kind: ref && ref(JSON.parse(payload)) ? ('valid' as const) : ('wrong-type' as const),
    contentType: 'application/json',
    payload,
  }));
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: wrongType, weight: 1 });
}

/** Requests for one operation: a role, path parameters (real ids half the time), query and body from the document. */
function requestsOf(
  method: string,
  path: string,
  op: Operation,
  root: Json,
  known: Record<string, string[]>,
  schemaOf: (ref: string) => ValidateFunction,
): fc.Arbitrary<DocRequest> {
  const params = op.parameters ?? [];
  const pathValue = (p: Parameter) => {
    const real = known[p.name] ?? [];
    const generated = arbitraryOf(local(p.schema) as never, root as never).map(String);
    return real.length > 0 ? fc.oneof(fc.constantFrom(...real), generated) : generated;
  };
  const pathArb = fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p)])));
  const queryParams = params.filter((p) => p.in === 'query');
  const queryArb = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(local(p.schema) as never, root as never)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const requiredQuery = queryParams.filter((p) => p.required).map((p) => p.name);
  return fc
    .record({ role: fc.constantFrom(...ROLES), path: pathArb, query: queryArb, body: bodyOf(op, root, schemaOf), dropQuery: fc.boolean() })
    .map(({ role, path: values, query, body, dropQuery }) => {
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
      const search = new URLSearchParams();
      let kind = body.kind;
      for (const [name, value] of Object.entries(query)) {
        // Half of the requests of a route with a required query value leave the first out.
        if (dropQuery && name === requiredQuery[0]) {
          kind = 'missing-required';
          continue;
        }
        for (const v of Array.isArray(value) ? value : [value]) search.append(name, typeof v === 'string' ? v : JSON.stringify(v));
      }
      const qs = search.toString();
      return { role, kind, method: method.toUpperCase(), url: qs ? `${url}?${qs}` : url, contentType: body.contentType, payload: body.payload };
    });
}

/** The people and things the fuzzer acts as and aims at. */
async function cast(t: TestApp) {
  const buyers = await Promise.all([0, 1, 2].map(() => createTestUser(t)));
  const others = await Promise.all([0, 1].map(() => createTestUser(t)));
  const experts = await Promise.all([0, 1].map(() => createTestExpert(t)));
  const operators = await Promise.all(OPERATOR_ROLES.map((role) => operatorWith(t, [role])));
  for (const op of operators) await withFreshSecondFactor(t, op);
  const gigs = await Promise.all(experts.map((e) => insertGig(t, e)));
  const [buyer] = buyers;
  if (!buyer) throw new Error('no buyer');
  await topUp(t, buyer, 500);
  const bookings: string[] = [];
  for (const gigId of gigs) {
    const res = await book(t, buyer, gigId);
    if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
    bookings.push(res.json<{ booking: { _id: string } }>().booking._id);
  }
  const known: Record<string, string[]> = {
    id: gigs,
    gigId: gigs,
    bookingId: bookings,
    userName: experts.map((e) => e.userName),
    userId: [...buyers, ...experts].map((u) => u.id),
  };
  const pools: Record<Role, Array<{ auth: Record<string, string> }>> = { anonymous: [], buyer: buyers, expert: experts, otherUser: others, operator: operators };
  return { known, pools };
}

function validators(document: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'api', $defs: document.components.schemas });
  const text = JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"api#/$defs/');
  ajv.removeSchema('api');
  ajv.addSchema({ $id: 'api', $defs: JSON.parse(text) as Json });
  const cache = new Map<string, ValidateFunction>();
  return (ref: string): ValidateFunction => {
    const name = ref.replace('#/components/schemas/', '');
    let validate = cache.get(name);
    if (!validate) {
      validate = ajv.compile({ $ref: `api#/$defs/${name}` });
      cache.set(name, validate);
    }
    return validate;
  };
}

/**
 * Sends `runs` requests to every operation of the document (fixed seed), each as one of the roles,
 * with inputs generated from the document's own schemas (and some broken on purpose), and checks
 * each answer against the document: no 5xx; a success only with the documented status and an answer
 * of the documented schema; a refusal a documented 4xx in the ApiError shape; broken input refused.
 */
export async function fuzzFromDocument(t: TestApp, document: ApiDocument, runs: number, seed: number): Promise<DocFuzzReport> {
  const root = localRoot(document);
  const { known, pools } = await cast(t);
  const schemaOf = validators(document);
  const errorShape = schemaOf('ApiError');
  const report: DocFuzzReport = { sent: 0, operations: 0, byStatus: new Map(), byOperation: new Map(), findings: [] };
  let address = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.requestBody && !op.parameters && op.operationId === 'live') continue;
      report.operations += 1;
      const requests = fc.sample(requestsOf(method, path, op, root, known, schemaOf), { numRuns: runs, seed: seed + report.operations });
      for (const [i, r] of requests.entries()) {
        address += 1;
        const pool = pools[r.role];
        const headers: Record<string, string> = { ...(pool[i % Math.max(pool.length, 1)]?.auth ?? {}) };
        if (r.contentType) headers['content-type'] = r.contentType;
        const options: InjectOptions = {
          method: r.method,
          url: r.url,
          headers,
          remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        };
        const res = await t.app.inject(options);
        report.sent += 1;
        report.byStatus.set(res.statusCode, (report.byStatus.get(res.statusCode) ?? 0) + 1);
        report.byOperation.set(op.operationId, (report.byOperation.get(op.operationId) ?? 0) + 1);
        const finding = verdict(op, r, res.statusCode, res.headers['content-type'], res.body, schemaOf, errorShape);
        if (finding && report.findings.length < 50)
          report.findings.push(`${r.method} ${r.url.slice(0, 160)} as ${r.role} (${r.kind}): ${finding}`);
      }
    }
  }
  return report;
}

function verdict(
  op: Operation,
  r: DocRequest,
  status: number,
  contentType: string | number | string[] | undefined,
  body: string,
  schemaOf: (ref: string) => ValidateFunction,
  errorShape: ValidateFunction,
): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  // Each route lists the statuses it may answer: one it does not list is a finding, whatever the range.
  const documented = op.responses[String(status)];
  if (!documented) return `${status}, which the document does not list for ${op.operationId}: ${body.slice(0, 200)}`;
  if (status >= 200 && status < 300) {
    if (r.kind !== 'valid') return `${status} for input broken on purpose`;
    const [type, media] = Object.entries(documented.content ?? {})[0] ?? [];
    if (!type || !media) return null;
    if (!String(contentType).startsWith(type)) return `answered ${String(contentType)}, documented ${type}`;
    if (type !== 'application/json') return null;
    const ref = media.schema.$ref;
    if (typeof ref !== 'string') return null;
    const validate = schemaOf(ref);
    return validate(JSON.parse(body)) ? null : `the answer is not a ${ref}: ${JSON.stringify(validate.errors?.slice(0, 2))} ${body.slice(0, 200)}`;
  }
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${status} with a body that is not JSON: ${body.slice(0, 200)}`;
    }
    if (!errorShape(parsed)) return `${status} not in the ApiError shape: ${body.slice(0, 200)}`;
  }
  return null;
}
