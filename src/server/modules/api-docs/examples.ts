import type { JsonSchema } from './schemas';

/** One route's example, taken from the demo marketplace by `npm run api:document`. */
export interface RouteExample {
  /** The path and query parameters the example was asked with. */
  params?: Record<string, string>;
  /** The body sent (a request's example only: its answer would hold a session or a fresh id). */
  body?: unknown;
  /** The answer the server gave, lists cut to their first items. */
  answer?: unknown;
}

/** Examples by route name. */
export type ApiExamples = Readonly<Record<string, RouteExample>>;

/** The operation's parameters with each one's example value. */
export function withParameterExamples(parameters: JsonSchema[], example: RouteExample | undefined): JsonSchema[] {
  if (!example?.params) return parameters;
  return parameters.map((p) => {
    const value = typeof p.name === 'string' ? example.params?.[p.name] : undefined;
    return value === undefined ? p : { ...p, example: value };
  });
}

/** A media type object with the example, when there is one. */
export function withExample(media: JsonSchema, value: unknown): JsonSchema {
  return value === undefined ? media : { ...media, example: value };
}
