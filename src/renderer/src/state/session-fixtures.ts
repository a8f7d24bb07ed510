import type { PublicUser } from '#shared/contract/http/users';

/** Unit-test fixtures for the session: a signed-in user without an expert profile, and unsigned JWTs. */
export const fixtureUser: PublicUser = {
  id: 'u1',
  _id: 'u1',
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.com',
  profilePicture: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  expertProfile: null,
};

const base64Url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT carrying `payload` with a fake signature: decodable by the renderer, which never checks signatures. */
export const unsignedToken = (payload: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.sig`;
