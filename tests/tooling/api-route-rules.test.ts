import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { httpContract, type RouteDef } from '#shared/contract/http';
import { COMMITTED_DOCUMENT } from '#scripts/api-document-path';

/**
 * The naming and status rules of docs/decisions/api.md, read from the committed API document (which
 * tests/server/api-docs/openapi-document.test.ts keeps equal to what the server serves) and the contract:
 * - every answer object that has `_id` also has `id`, both always there, `_id` marked deprecated;
 * - a route answers 201 exactly when its entry says it `creates`, and such a route is a POST whose answer
 *   names what it made; every other route answers 200, but for the one record kept for later (202);
 * - a POST to a collection (`/api/bookings`, `/api/disputes/:id/posts`) creates, unless listed below.
 */
type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

const doc = JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8')) as ApiDocument;
const routes = Object.entries(httpContract) as Array<[string, RouteDef]>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const resolve = (s: Json): Json => (typeof s.$ref === 'string' ? (doc.components.schemas[s.$ref.split('/').pop() ?? ''] ?? {}) : s);

/** Every schema object in a tree (components, paths), with where it is. */
function* schemasIn(value: unknown, where: string): Generator<[string, Json]> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* schemasIn(v, `${where}[${i}]`);
  else if (isObject(value)) {
    yield [where, value];
    for (const [key, v] of Object.entries(value)) yield* schemasIn(v, `${where}.${key}`);
  }
}

const successOf = (op: Operation) => Object.keys(op.responses).filter((s) => s.startsWith('2'));
const operationOf = (def: RouteDef): Operation => {
  const op = doc.paths[def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[def.method.toLowerCase()];
  if (!op) throw new Error(`${def.method} ${def.path} is not in the document`);
  return op;
};

/** Whether an answer names a thing it holds: `id` or `<thing>Id` at its top, or in an object it holds there. */
function namesAThing(schema: Json, depth = 0): boolean {
  const s = resolve(schema);
  const members = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (members) return members.some((m) => namesAThing(m, depth));
  const properties = isObject(s.properties) ? s.properties : {};
  if (Object.keys(properties).some((k) => k === 'id' || /[a-z]Id$/.test(k))) return true;
  return depth === 0 && Object.values(properties).some((p) => isObject(p) && namesAThing(p, depth + 1));
}

/** Routes that create a thing whose answer does not name it, and why. */
const CREATES_UNNAMED: Record<string, string> = {
  usersSignup: 'the account is read through sign-in once its address is proven: the answer only says to check the mail',
  usersReport: 'a report is never read back by its sender',
  reportsCreate: 'a report is never read back by its sender',
  uploadGallery: 'a file is named by its address, which the answer gives',
  uploadMessageImage: 'a file is named by its key, which the answer gives',
  uploadRequestFile: 'a file is named by its key, which the answer gives',
  accountIdentityLink: 'a linked identity is named by its provider (DELETE /api/account/identities/:provider)',
};

/** POSTs to a collection that make nothing new, and why. */
const COLLECTION_POSTS_THAT_ACT: Record<string, string> = {
  expertsSubmit: "makes the caller's expert profile or, from an expert, changes its picture: one route that also updates answers 200",
  analyticsEvent: 'records an event for later (202): nothing a caller reads back',
  accountSessionsRevokeOthers: 'an action on the sessions (its last segment is a verb)',
};

/** The one route that answers 202: its record is kept for later, not made before the answer. */
const ACCEPTED = new Set(['analyticsEvent']);

describe('the API document', () => {
  it('gives every answer object with `_id` an `id` as well, `_id` deprecated', () => {
    const found: string[] = [];
    const faults: string[] = [];
    for (const [where, schema] of schemasIn(doc, 'document')) {
      const properties = isObject(schema.properties) ? schema.properties : null;
      if (!properties || !('_id' in properties)) continue;
      found.push(where);
      const required = Array.isArray(schema.required) ? schema.required : [];
      if (!('id' in properties)) faults.push(`${where}: no id`);
      if (!required.includes('id') || !required.includes('_id')) faults.push(`${where}: id and _id not both required`);
      const legacy = properties._id;
      if (!isObject(legacy) || legacy.deprecated !== true) faults.push(`${where}: _id not marked deprecated`);
    }
    expect(faults).toEqual([]);
    // The ten older shapes, wherever they sit (components, or inline in another component).
    expect(found.length).toBeGreaterThanOrEqual(10);
  });

  it('answers 201 exactly for the routes that create, 202 for a record kept for later, 200 otherwise', () => {
    const faults: string[] = [];
    for (const [name, def] of routes) {
      const statuses = successOf(operationOf(def));
      const expected = def.creates ? '201' : ACCEPTED.has(name) ? '202' : '200';
      if (statuses.join() !== expected) faults.push(`${name}: answers ${statuses.join() || 'nothing'}, the rule says ${expected}`);
      if (def.creates && def.method !== 'POST') faults.push(`${name}: creates, but is a ${def.method}`);
    }
    expect(faults).toEqual([]);
  });

  it('names what a creating route made in its answer, but for the routes listed with their reason', () => {
    const faults: string[] = [];
    for (const [name, def] of routes) {
      if (!def.creates) continue;
      const schema = operationOf(def).responses['201']?.content?.['application/json']?.schema ?? {};
      const named = namesAThing(schema);
      if (!named && !(name in CREATES_UNNAMED)) faults.push(`${name}: its answer names nothing it made`);
      if (named && name in CREATES_UNNAMED) faults.push(`${name}: names what it made; take it off the list`);
    }
    expect(faults).toEqual([]);
  });

  it('has every POST to a collection create, but for the routes listed with their reason', () => {
    // A collection's last segment is a plural noun: `/api/bookings`, `/api/requests/:requestId/offers`.
    const toCollection = (path: string) => {
      const last = path.split('/').pop() ?? '';
      return !last.startsWith(':') && /^[a-z-]+s$/.test(last);
    };
    const faults: string[] = [];
    for (const [name, def] of routes) {
      if (def.method !== 'POST' || !toCollection(def.path) || def.creates) continue;
      if (!(name in COLLECTION_POSTS_THAT_ACT)) faults.push(`${name}: POST ${def.path} makes a new thing? Mark it \`creates\`, or list why not`);
    }
    expect(faults).toEqual([]);
    for (const name of Object.keys(COLLECTION_POSTS_THAT_ACT)) expect(httpContract).toHaveProperty(name);
  });
});
