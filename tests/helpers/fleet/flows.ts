import { FormData } from 'undici';
import { jpegOf, validGigInput } from '../gigs';
import { TEST_PASSWORD } from '../users';
import type { Fleet } from './fleet';
import type { Answer, FleetClient, LoadRequest } from './load';

/** What the fleet test and bench do through the balancer (or one instance), as a browser would. */
export type Caller = { token: string };
const json = (body: object, caller?: Caller) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
  },
  body: JSON.stringify(body),
});
const authed = (caller: Caller) => ({ headers: { authorization: `Bearer ${caller.token}` } });

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`);
  return answer;
}
const jsonOf = (answer: Answer): unknown => JSON.parse(answer.body.toString('utf8'));

/** Signs up through the balancer, follows the emailed link, signs in: the buyer's session. */
export async function signUpBuyer(
  fleet: Fleet,
  client: FleetClient,
  email: string,
): Promise<Caller & { upstreams: string[] }> {
  const base = fleet.baseUrl;
  const signup = expectStatus(
    await client.send(
      `${base}/api/users/signup`,
      json({ name: 'Bea Buyer', emailOrUsername: email, password: TEST_PASSWORD }),
    ),
    201,
    'sign-up',
  );
  const link = (await fleet.smtp.waitFor(email)).links[0] ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  const verified = expectStatus(
    await client.send(`${base}/api/users/verify-email?token=${encodeURIComponent(token)}`),
    200,
    'verification',
  );
  const login = expectStatus(
    await client.send(`${base}/api/users/login`, json({ emailOrUsername: email, password: TEST_PASSWORD })),
    200,
    'sign-in',
  );
  return {
    token: (jsonOf(login) as { token: string }).token,
    upstreams: [signup.upstream, verified.upstream, login.upstream],
  };
}

/** Uploads a gallery image to `base` (multipart, as the browser does); its URL. */
export async function uploadGallery(base: string, client: FleetClient, expert: Caller): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await jpegOf())], { type: 'image/jpeg' }), 'cover.jpg');
  const answer = await client.send(`${base}/api/upload/gallery`, {
    method: 'POST',
    body: form,
    ...authed(expert),
  });
  const url = (jsonOf(expectStatus(answer, 201, 'gallery upload')) as { gallery: string[] }).gallery[0];
  if (!url) throw new Error('the upload answered no URL');
  return new URL(url, base).pathname;
}

/** Creates a gig with that image through the balancer; its id. */
export async function createGig(
  fleet: Fleet,
  client: FleetClient,
  expert: Caller,
  imagePath: string,
): Promise<string> {
  const created = jsonOf(
    expectStatus(await client.send(`${fleet.baseUrl}/api/gigs`, json(validGigInput([imagePath]), expert)), 201, 'gig creation'),
  ) as { gig?: { _id?: string } };
  const id = created.gig?._id;
  if (!id) throw new Error('the gig creation answered no gig id');
  return id;
}

/** The buyer's conversation with the expert; its id. */
export async function contactExpert(
  fleet: Fleet,
  client: FleetClient,
  buyer: Caller,
  expertUserName: string,
): Promise<string> {
  const answer = await client.send(
    `${fleet.baseUrl}/api/conversations/contact`,
    json({ expertUserName }, buyer),
  );
  return (jsonOf(expectStatus(answer, 200, 'contact')) as { conversation: { id: string } }).conversation.id;
}

export async function sendMessage(
  fleet: Fleet,
  client: FleetClient,
  buyer: Caller,
  conversationId: string,
  text: string,
): Promise<string> {
  const body = { clientId: crypto.randomUUID(), text };
  const answer = await client.send(
    `${fleet.baseUrl}/api/conversations/${conversationId}/messages`,
    json(body, buyer),
  );
  return (jsonOf(expectStatus(answer, 201, 'message')) as { message: { id: string } }).message.id;
}

/** What a sign-in attempt met: a wrong password (401), the account's throttle, or the address's limit. */
export type AttemptResult = 'wrong password' | 'account throttled' | 'address limited' | `other ${number}`;

export async function signInAttempt(
  client: FleetClient,
  base: string,
  identifier: string,
  headers: Record<string, string> = {},
): Promise<AttemptResult> {
  const request = json({ emailOrUsername: identifier, password: 'Wrong#Pass2026' });
  const answer = await client.send(`${base}/api/users/login`, {
    ...request,
    headers: { ...request.headers, ...headers },
  });
  if (answer.status === 401) return 'wrong password';
  if (answer.status !== 429) return `other ${answer.status}`;
  const { message } = jsonOf(answer) as { message: string };
  return message.startsWith('Too many sign-in attempts for this account')
    ? 'account throttled'
    : 'address limited';
}

/** `count` sign-in attempts one after the other. */
export async function signInAttempts(
  client: FleetClient,
  base: string,
  identifier: string,
  count: number,
): Promise<AttemptResult[]> {
  const results: AttemptResult[] = [];
  for (let i = 0; i < count; i += 1) results.push(await signInAttempt(client, base, identifier));
  return results;
}

/** The mixed read load of the fleet test and bench: search, a gig's pages, its image. */
export function readLoad(base: string, gigId: string, imagePath: string): LoadRequest[] {
  return [
    { label: 'search', url: `${base}/api/gigs/search?keyword=blender` },
    { label: 'gig', url: `${base}/api/gigs/${gigId}` },
    { label: 'public gig', url: `${base}/api/public/gigs/${gigId}` },
    { label: 'image', url: `${base}${imagePath}` },
  ];
}

/** A write for the load (not idempotent for nginx: a POST): the buyer marks the conversation read. */
export function readMarkLoad(base: string, buyer: Caller, conversationId: string): LoadRequest {
  return {
    label: 'mark read',
    url: `${base}/api/conversations/${conversationId}/read`,
    init: json({ seq: 0 }, buyer),
  };
}
