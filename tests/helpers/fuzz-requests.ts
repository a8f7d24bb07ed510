import fc from 'fast-check';
import type { z } from 'zod';
import { httpContract, type RouteDef } from '#shared/contract/http';
import { expertSubmissionSchema, pictureUpdateSchema } from '#shared/domain/expert-submission';
import {
  FORGED_AUTH,
  HOSTILE_STRINGS,
  SQL_STRINGS,
  HTML_STRINGS,
  hostileValue,
  rawBody,
} from './fuzz-hostile';
import { zodArbitrary } from './json-schema-arbitrary';
import type { RegisteredRoute } from './route-list';

export type Caller = 'anonymous' | 'buyer' | 'expert' | 'forged';

/** One request of the fuzzer, as data (printable when it finds something). */
export interface FuzzRequest {
  /** "METHOD /url/:pattern" of the route it is aimed at. */
  route: string;
  /** How its body was made: valid, mutated, every-text, wrong-type, a raw body's label, or none. */
  mode: string;
  caller: Caller;
  /** The Authorization header of a forged caller. */
  forgedAuth: string | null;
  method: string;
  url: string;
  contentType: string | null;
  payload: string | Buffer | undefined;
  origin: string | null;
}

/** Real ids the fuzzer mixes into path parameters, so some requests reach the services. */
export type KnownIds = Record<string, string[]>;

/** Schemas the contract cannot show as JSON schema (a custom check), by route name. */
const BODY_OVERRIDES: Partial<Record<keyof typeof httpContract, z.ZodType>> = {
  expertsSubmit: expertSubmissionSchema.or(pictureUpdateSchema),
};

const contractByRoute = new Map<string, [string, RouteDef]>(
  Object.entries(httpContract).map(([name, def]) => [`${def.method} ${def.path}`, [name, def]]),
);

/** The contract entry (name and definition) of a registered route, if it has one. */
export const contractOf = (r: RegisteredRoute): [string, RouteDef] | undefined =>
  contractByRoute.get(`${r.method} ${r.url}`);

type Json = unknown;

/** Every path to a value inside a JSON value (the root is []). */
function pathsOf(
  value: Json,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

function setAt(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...(value as Json[])];
    copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  if (value && typeof value === 'object' && head !== undefined) {
    const entries = Object.entries(value as Record<string, Json>);
    if (next === undefined && rest.length === 0)
      return Object.fromEntries(entries.filter(([k]) => k !== String(head)));
    const key = String(head);
    return { ...Object.fromEntries(entries), [key]: setAt((value as Record<string, Json>)[key], rest, next) };
  }
  return value;
}

/** Every string inside a value replaced by one text (SQL or HTML in every text field). */
function everyText(value: Json, text: string): Json {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => everyText(v, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyText(v, text)]));
  return value;
}

/** A valid value made hostile: one place replaced or removed, or every string replaced. */
function hostileVariants(valid: fc.Arbitrary<Json>): fc.Arbitrary<{ mode: string; value: Json }> {
  return fc.oneof(
    { arbitrary: valid.map((value) => ({ mode: 'valid', value })), weight: 3 },
    {
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue, fc.boolean()).map(([value, n, bad, remove]) => {
        const paths = pathsOf(value).filter((p) => p.length > 0);
        const path = paths[n % Math.max(1, paths.length)] ?? ['extra'];
        return {
          mode: remove ? 'field removed' : 'field hostile',
          value: setAt(value, path, remove ? undefined : bad),
        };
      }),
      weight: 4,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...SQL_STRINGS, ...HTML_STRINGS))
        .map(([value, text]) => ({ mode: 'SQL/HTML in every text field', value: everyText(value, text) })),
      weight: 2,
    },
    { arbitrary: hostileValue.map((value) => ({ mode: 'wrong type', value })), weight: 1 },
  );
}

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) goes as its UTF-8 bytes. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

const segment = (known: string[], schemaValue: fc.Arbitrary<Json>): fc.Arbitrary<string> =>
  fc
    .oneof(
      { arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.uuid(), weight: 3 },
      {
        arbitrary: schemaValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
        weight: 2,
      },
      { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
    )
    .map((s) => encodeSegment(s.slice(0, 2000)));

/** Segments sent as they are, not percent-encoded: broken escapes and dots. */
const RAW_SEGMENTS = ['%E0%A4%A', '%', '%00', '%2e%2e', '..', '%ZZ', '%C0%AE'];

function urlOf(r: RegisteredRoute, def: RouteDef | undefined, known: KnownIds): fc.Arbitrary<string> {
  const pattern = r.url === '*' ? '/api/:any' : r.url;
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return fc.constant(pattern);
  const paramValid = def ? zodArbitrary(def.params) : fc.constant({});
  const parts = names.map((name) =>
    fc.oneof(
      {
        arbitrary: segment(
          known[name] ?? [],
          paramValid.map((p) => (p as Record<string, Json>)[name] ?? ''),
        ),
        weight: 9,
      },
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
    ),
  );
  return fc
    .tuple(...parts)
    .map((values) => names.reduce((url, name, i) => url.replace(`:${name}`, values[i] ?? ''), pattern));
}

function queryStringOf(value: Json): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return value === undefined ? '' : `q=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Array.isArray(v))
      for (const item of v) q.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    else q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const s = q.toString();
  return s;
}

function queryOf(def: RouteDef | undefined): fc.Arbitrary<string> {
  const valid = def ? zodArbitrary(def.query) : fc.constant({});
  return fc.oneof(
    { arbitrary: hostileVariants(valid).map(({ value }) => queryStringOf(value)), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        '__proto__[isExpert]=true',
        'constructor[prototype][x]=1',
        'a=1&a=2&a=3',
        'x=%E0%A4%A',
        '%%%',
        `k=${'v'.repeat(9000)}`,
      ),
      weight: 1,
    },
    { arbitrary: fc.constant(''), weight: 1 },
  );
}

interface Body {
  mode: string;
  contentType: string | null;
  payload: string | Buffer | undefined;
}

function bodyOf(name: string | undefined, def: RouteDef | undefined, method: string): fc.Arbitrary<Body> {
  const raw = rawBody.map((b) => ({ mode: b.label, contentType: b.contentType, payload: b.payload }));
  const none = fc.constant<Body>({ mode: 'no body', contentType: null, payload: undefined });
  if (method === 'GET' || method === 'DELETE' || method === 'OPTIONS')
    return fc.oneof({ arbitrary: none, weight: 8 }, { arbitrary: raw, weight: 2 });
  const schema =
    (name ? BODY_OVERRIDES[name as keyof typeof httpContract] : undefined) ??
    (def && !def.multipart ? def.body : undefined);
  const valid = schema ? zodArbitrary(schema) : fc.jsonValue({ maxDepth: 2 });
  const json = hostileVariants(valid).map(({ mode, value }): Body => ({
    mode,
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  }));
  return fc.oneof(
    { arbitrary: json, weight: 7 },
    { arbitrary: raw, weight: 3 },
    { arbitrary: none, weight: 1 },
  );
}

/** Requests aimed at one registered route: its URL, query, body and caller, valid or hostile. */
export function requestsFor(r: RegisteredRoute, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const [name, def] = contractOf(r) ?? [undefined, undefined];
  const method = r.method;
  return fc
    .record({
      url: urlOf(r, def, known),
      query: queryOf(def),
      body: bodyOf(name, def, method),
      caller: fc.constantFrom<Caller>('anonymous', 'buyer', 'expert', 'forged'),
      forgedAuth: fc.constantFrom(...FORGED_AUTH),
      origin: fc.constantFrom(null, 'http://localhost:5173', 'https://evil.example', 'null'),
    })
    .map(({ url, query, body, caller, forgedAuth, origin }) => ({
      route: `${method} ${r.url}`,
      mode: body.mode,
      caller,
      forgedAuth: caller === 'forged' ? forgedAuth : null,
      method,
      url: query ? `${url}?${query}` : url,
      contentType: body.contentType,
      payload: body.payload,
      origin,
    }));
}
