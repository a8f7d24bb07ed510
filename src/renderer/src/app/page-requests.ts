import type { z } from 'zod';
import { matchPath } from 'react-router-dom';
import { httpContract, type HttpContract } from '#shared/contract/http';
import { queryKeyText } from '#api/use-query';
import { fillPath, queryString, type UrlValues } from '#api/request-url';
import { expertPageKey, gigPageKey, SEARCH_LANGUAGES_KEY, SEARCH_PAGE_SIZE } from '#features/search/page-queries';
import { readSearchState, toApiQuery } from '#features/search/search-params';
import { itemPage, itemSearchQuery, mostBookedKey } from '#features/catalog/page-queries';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { skillBySlug } from '#shared/catalog/skills';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { softwareBySlug } from '#shared/catalog/softwares';

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
    return [request(queryKeyText(JSON.stringify(query)), 'searchGigs', { query }), request(SEARCH_LANGUAGES_KEY, 'searchLanguages', {})];
  }
  return catalogRequests(pathname, search);
}

/** A software's or skill's gigs (ItemGigs), a domain's most booked gigs (MostBookedGigs); none for a page that shows not-found. */
function catalogRequests(pathname: string, search: string): PageRequest[] {
  const itemGigs = (name: string) => {
    const query = itemSearchQuery(name, itemPage(new URLSearchParams(search)));
    return [request(queryKeyText(JSON.stringify(query)), 'searchGigs', { query })];
  };
  const software = matchPath('/categories/software/:domain/:software', pathname);
  if (software) {
    const category = softwareCategoryBySlug(software.params.domain ?? '');
    const found = softwareBySlug(software.params.software ?? '');
    return category && found && category.softwares.includes(found.name) ? itemGigs(found.name) : [];
  }
  const skill = matchPath('/categories/domain/:domain/:skill', pathname);
  if (skill) {
    const group = skillGroupBySlug(skill.params.domain ?? '');
    const found = skillBySlug(skill.params.skill ?? '');
    return group && found && group.skills.includes(found.name) ? itemGigs(found.name) : [];
  }
  const softwareDomain = matchPath('/categories/software/:domain', pathname);
  const category = softwareDomain ? softwareCategoryBySlug(softwareDomain.params.domain ?? '') : undefined;
  if (category) return [request(queryKeyText(mostBookedKey('softwares', category.slug)), 'mostBookedGigs', { params: { kind: 'softwares', domain: category.slug } })];
  const skillDomain = matchPath('/categories/domain/:domain', pathname);
  const group = skillDomain ? skillGroupBySlug(skillDomain.params.domain ?? '') : undefined;
  if (group) return [request(queryKeyText(mostBookedKey('skills', group.slug)), 'mostBookedGigs', { params: { kind: 'skills', domain: group.slug } })];
  return [];
}
