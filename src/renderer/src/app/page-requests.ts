import type { z } from 'zod';
import { matchPath } from 'react-router-dom';
import { httpContract, type HttpContract } from '#shared/contract/http';
import { queryKeyText } from '#api/use-query';
import { fillPath, queryString, type UrlValues } from '#api/request-url';
import { expertPageKey, gigPageKey, SEARCH_PAGE_SIZE } from '#features/search/page-queries';
import { readSearchState, toApiQuery } from '#features/search/search-params';

/**
 * One API answer a public page renders from on the server: the key its query finds it under, the
 * same-origin GET path the client would call, and the check the client's call() makes of the answer.
 */
export interface PageRequest {
  key: string;
  path: string;
  /** The answer as call() returns it (the route's response schema); throws on one that does not fit. */
  read(json: unknown): unknown;
}

function request<K extends keyof HttpContract>(
  key: string,
  route: K,
  input: { params?: z.input<HttpContract[K]['params']>; query?: z.input<HttpContract[K]['query']> },
): PageRequest {
  const def = httpContract[route];
  const params = def.params.parse(input.params ?? {}) as UrlValues;
  const query = def.query.parse(input.query ?? {});
  return { key, path: `${fillPath(def.path, params)}${queryString(query)}`, read: (json) => def.response.parse(json) };
}

/** The answers the page at a path renders from first; none for a page drawn from the bundle alone. */
export function pageRequests(pathname: string, search: string): PageRequest[] {
  const gig = matchPath('/gigs/:gigId', pathname);
  if (gig) {
    const gigId = gig.params.gigId ?? '';
    return [request(queryKeyText(gigPageKey(gigId)), 'publicGig', { params: { id: gigId } })];
  }
  const expert = matchPath('/experts/:userName', pathname);
  if (expert) {
    const userName = expert.params.userName ?? '';
    return [request(queryKeyText(expertPageKey(userName)), 'publicExpert', { params: { userName } })];
  }
  if (matchPath('/search', pathname) || matchPath('/search/gigs', pathname)) {
    // The results query of the URL's parameters, as SearchResultsPage makes it; its key is its JSON.
    const query = toApiQuery(readSearchState(new URLSearchParams(search)), SEARCH_PAGE_SIZE);
    return [request(queryKeyText(JSON.stringify(query)), 'searchGigs', { query })];
  }
  return [];
}
