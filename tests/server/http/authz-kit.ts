import type { InjectOptions } from 'fastify';
import { jpegOf } from '../../helpers/gigs';
import type { Actor, Caller, World } from './authz-world';
import { MINIMAL_PDF } from '../../helpers/pdf';

/**
 * The vocabulary of the authorization matrix's route cases (authz-routes*.ts): what a probe sends,
 * and who must get which status for a valid and for an invalid request.
 */
type Payload = NonNullable<InjectOptions['payload']>;
/** What one request sends besides its method and URL. */
export interface Send {
  payload?: Payload;
  headers?: Record<string, string>;
}

/** How the matrix tries a route: a request valid for its caller, and one that is not. */
export interface Probe {
  url: string;
  /** The invalid request's URL when its params or query are what is wrong (default: url). */
  invalidUrl?: string;
  valid?: (caller: Caller | null) => Send | Promise<Send>;
  invalid?: () => Send | Promise<Send>;
}

export interface Expectations {
  valid: Record<Actor, number>;
  invalid: Record<Actor, number>;
}

export interface RouteCase {
  /** Whose resource the route acts on: the `owner` actor is then ownerExpert or ownerBuyer. */
  owner: 'expert' | 'buyer';
  /** The route reads or changes the owner's resource: no one else may ever get a 2xx. */
  owned?: boolean;
  expect: Expectations;
  /** Makes the route's resources afresh (owners change them on their valid request) and says how to call it. */
  probe(w: World): Promise<Probe>;
}

export const each = (status: number): Record<Actor, number> => ({
  anonymous: status,
  buyer: status,
  otherExpert: status,
  owner: status,
});
/** Anyone may call it; a bad request is told why, whoever sends it. */
export const publicRoute = (valid: number, invalid = 400): Expectations => ({
  valid: each(valid),
  invalid: each(invalid),
});
/** Any signed-in user, on their own account. */
export const signedIn = (valid: number): Expectations => ({
  valid: { anonymous: 401, buyer: valid, otherExpert: valid, owner: valid },
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 },
});
/** Any expert, on their own profile; a buyer learns 403 and nothing about the body. */
export const expertSelf = (valid: number): Expectations => ({
  valid: { anonymous: 401, buyer: 403, otherExpert: valid, owner: valid },
  invalid: { anonymous: 401, buyer: 403, otherExpert: 400, owner: 400 },
});
/** A signed-in route on one user's resource: anyone else gets 404, as if it did not exist. */
export const ownedByUser = (valid: number): Expectations => ({
  valid: { anonymous: 401, buyer: 404, otherExpert: 404, owner: valid },
  invalid: { anonymous: 401, buyer: 400, otherExpert: 400, owner: 400 },
});
/** An expert route on one expert's resource: a buyer gets 403, another expert 404. */
export const ownedByExpert = (valid: number): Expectations => ({
  valid: { anonymous: 401, buyer: 403, otherExpert: 404, owner: valid },
  invalid: { anonymous: 401, buyer: 403, otherExpert: 400, owner: 400 },
});

export const json = (payload: object): Send => ({ payload });
export const imageForm = async (field: string): Promise<Send> => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await jpegOf(800, 600))], { type: 'image/jpeg' }), 'photo.jpg');
  return { payload: form };
};
export const pdfForm = (field: string): Send => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(MINIMAL_PDF)], { type: 'application/pdf' }), 'brief.pdf');
  return { payload: form };
};
export const textForm = (field: string): Send => {
  const form = new FormData();
  form.append(field, new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt');
  return { payload: form };
};
/** A query parameter no route knows: the strict query schemas refuse it. */
export const UNKNOWN_QUERY = '?unknown=1';
export const LONG_ID = 'x'.repeat(65);
