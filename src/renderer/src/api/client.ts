import type { z } from 'zod';
import type { ApiErrorBody, RouteDef, HttpContract } from '#shared/contract/http';
import { bridge } from '#platform/bridge';
import { english } from '#shared/i18n/english';
import { localizeMessage, localizeServerMessage } from '#i18n/messages';
import { apiBase } from './base';
import { fillPath, queryString, type UrlValues } from './request-url';

/** Which group of the contract holds a route loads with the first call, not with the page: pages' first scripts stay small. */
const routeGroups = () => import('./route-groups');

/** A failed API call: the server's message, code and field messages, and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';

/** The request never got an answer (offline, server down). */
export const networkError = () => new ApiError(0, NETWORK_ERROR_CODE, localizeMessage(english('messages:auth.somethingWrong')));

/**
 * A non-2xx answer: the server's message, code and fields when its body has the error shape, in
 * the interface language (looked up by the code, else by the English message).
 */
export function answerError(status: number, body: ApiErrorBody | null): ApiError {
  if (!body) return new ApiError(status, 'HTTP', localizeMessage(english('messages:code.HTTP', { status })));
  const fields = body.fields && Object.fromEntries(Object.entries(body.fields).map(([name, text]) => [name, localizeMessage(text)]));
  return new ApiError(status, body.code, localizeServerMessage(body.code, body.message), fields);
}

type Input<D extends RouteDef> = {
  params?: z.input<D['params']>;
  query?: z.input<D['query']>;
  body?: z.input<D['body']>;
  form?: FormData;
  signal?: AbortSignal;
};

let sessionRejected: (() => void) | null = null;

/**
 * Who is told when a call that carried the session's token answers 401 (the session was
 * signed out from another device, or the password changed there); null stops telling.
 */
export function onSessionRejected(handler: (() => void) | null): void {
  sessionRejected = handler;
}

/**
 * Calls one route of the contract: validates the input with the route's schemas before sending,
 * adds the bearer token, and parses the answer with the response schema.
 */
export async function call<K extends keyof HttpContract>(
  name: K,
  input: Input<HttpContract[K]> = {},
): Promise<z.output<HttpContract[K]['response']>> {
  const { loadRoute, loadErrorSchema } = await routeGroups();
  const route = await loadRoute(name);
  const def: RouteDef = route;
  const params = def.params.parse(input.params ?? {}) as UrlValues;
  const query = def.query.parse(input.query ?? {}) as UrlValues;
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (input.form) body = input.form;
  else if (def.method !== 'GET' && def.method !== 'DELETE') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(def.body.parse(input.body ?? {}));
  }
  const token = await bridge.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${await apiBase()}${fillPath(def.path, params)}${queryString(query)}`;
  let res: Response;
  try {
    res = await fetch(url, { method: def.method, headers, body, signal: input.signal ?? null });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw networkError();
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401 && token) sessionRejected?.();
    const parsed = (await loadErrorSchema()).safeParse(json);
    throw answerError(res.status, parsed.success ? parsed.data : null);
  }
  return route.response.parse(json) as z.output<HttpContract[K]['response']>;
}
