import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { createTestGig, uploadGalleryImage, validGigInput } from '../../helpers/gigs';

type Caller = { auth: Record<string, string> };
const ONLY_EXPERTS = 'Only experts can do this. Create your expert profile first.';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createTestExpert>>;
let other: Awaited<ReturnType<typeof createTestExpert>>;
let buyer: Awaited<ReturnType<typeof createTestUser>>;
let gigId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestExpert(t);
  other = await createTestExpert(t);
  buyer = await createTestUser(t);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  gigId = await createTestGig(t, owner);
});

const anonymous: Caller = { auth: {} };
const req = (caller: Caller, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: caller.auth, ...(payload ? { payload } : {}) });
const stored = async (id: string) => t.db.kysely.selectFrom('gigs').selectAll().where('id', '=', id).executeTakeFirst();
const keyOf = (url: string) => url.replace('/files/', '');

describe('who may see, change and delete a gig', () => {
  it('lets only experts create gigs', async () => {
    const body = validGigInput([await uploadGalleryImage(t, owner)]);
    const anon = await t.app.inject({ method: 'POST', url: '/api/gigs', payload: body });
    expect(anon.statusCode).toBe(401);
    const notExpert = await t.app.inject({ method: 'POST', url: '/api/gigs', headers: buyer.auth, payload: body });
    expect(notExpert.statusCode).toBe(403);
    expect(notExpert.json()).toMatchObject({ code: 'FORBIDDEN', message: ONLY_EXPERTS });
  });

  it('lists only the caller’s own gigs, to experts', async () => {
    expect((await req(anonymous, 'GET', '/api/gigs/expert/my-gigs')).statusCode).toBe(401);
    expect((await req(buyer, 'GET', '/api/gigs/expert/my-gigs')).statusCode).toBe(403);
    const mine = (await req(owner, 'GET', '/api/gigs/expert/my-gigs')).json<Array<{ _id: string }>>();
    expect(mine.map((g) => g._id)).toContain(gigId);
    const theirs = await req(other, 'GET', '/api/gigs/expert/my-gigs');
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json<Array<{ _id: string }>>()).map((g) => g._id)).not.toContain(gigId);
  });

  it('shows an active gig to anyone and an inactive one to its owner only', async () => {
    for (const caller of [anonymous, buyer, other, owner]) {
      expect((await req(caller, 'GET', `/api/gigs/${gigId}`)).statusCode).toBe(200);
    }
    expect((await req(owner, 'PUT', `/api/gigs/${gigId}`, { active: false })).statusCode).toBe(200);
    for (const caller of [anonymous, buyer, other]) {
      const res = await req(caller, 'GET', `/api/gigs/${gigId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Gig not found.' });
    }
    const own = await req(owner, 'GET', `/api/gigs/${gigId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: gigId, active: false });
    // The owner's list still holds it.
    const mine = (await req(owner, 'GET', '/api/gigs/expert/my-gigs')).json<Array<{ _id: string; active: boolean }>>();
    expect(mine.find((g) => g._id === gigId)?.active).toBe(false);
  });

  it('answers 404 for an unknown gig', async () => {
    expect((await req(owner, 'GET', '/api/gigs/not-a-gig')).statusCode).toBe(404);
    expect((await req(owner, 'PUT', '/api/gigs/not-a-gig', { active: true })).statusCode).toBe(404);
    expect((await req(owner, 'DELETE', '/api/gigs/not-a-gig')).statusCode).toBe(404);
  });

  it('toggles the active flag for the owner only', async () => {
    expect((await req(anonymous, 'PUT', `/api/gigs/${gigId}`, { active: false })).statusCode).toBe(401);
    const notExpert = await req(buyer, 'PUT', `/api/gigs/${gigId}`, { active: false });
    expect(notExpert.statusCode).toBe(403);
    const stranger = await req(other, 'PUT', `/api/gigs/${gigId}`, { active: false });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Gig not found.' });
    expect((await stored(gigId))?.active).toBe(1);

    const off = await req(owner, 'PUT', `/api/gigs/${gigId}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ _id: gigId, active: false, title: validGigInput([]).title });
    expect((await stored(gigId))?.active).toBe(0);
    const on = await req(owner, 'PUT', `/api/gigs/${gigId}`, { active: true });
    expect(on.json()).toMatchObject({ active: true });
  });

  it('refuses an empty, partial or malformed update', async () => {
    const empty = await req(owner, 'PUT', `/api/gigs/${gigId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Nothing to update.' });
    const notBool = await req(owner, 'PUT', `/api/gigs/${gigId}`, { active: 'yes' });
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json()).toMatchObject({ message: 'active must be true or false' });
    const partial = await req(owner, 'PUT', `/api/gigs/${gigId}`, { title: 'Only the title of this gig changes' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      fields: { category: 'Gig category is required', tags: 'Atleast 4 tags are required', pricing: 'All the fields are mandatory' },
    });
    expect((await stored(gigId))?.title).toBe(validGigInput([]).title);
  });

  it('edits the whole gig for the owner only, removing the image it dropped', async () => {
    const before = (await req(owner, 'GET', `/api/gigs/${gigId}`)).json<{ gallery: string[] }>();
    const oldImage = before.gallery[0] ?? '';
    const newImage = await uploadGalleryImage(t, owner);
    const edit = {
      ...validGigInput([newImage]),
      title: 'I will review your Blender scenes live',
      subCategory: 'CAD Drafting',
      tags: ['review', 'scenes', 'lighting', 'render', 'blender'],
    };
    expect((await req(anonymous, 'PUT', `/api/gigs/${gigId}`, edit)).statusCode).toBe(401);
    expect((await req(buyer, 'PUT', `/api/gigs/${gigId}`, edit)).statusCode).toBe(403);
    expect((await req(other, 'PUT', `/api/gigs/${gigId}`, edit)).statusCode).toBe(404);
    expect((await stored(gigId))?.title).toBe(validGigInput([]).title);

    const theirImage = await uploadGalleryImage(t, other);
    const foreign = await req(owner, 'PUT', `/api/gigs/${gigId}`, { ...edit, gallery: [theirImage] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: 'Use images you uploaded to your gallery.' });

    const res = await req(owner, 'PUT', `/api/gigs/${gigId}`, { ...edit, active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...edit, _id: gigId, active: false });
    expect(await t.deps.storage.exists(keyOf(oldImage))).toBe(false);
    expect(await t.deps.storage.exists(keyOf(newImage))).toBe(true);
    const packages = await t.db.kysely.selectFrom('gig_packages').selectAll().where('gig_id', '=', gigId).execute();
    expect(packages).toHaveLength(3);
  });

  it('deletes for the owner only, with its files', async () => {
    const gig = (await req(owner, 'GET', `/api/gigs/${gigId}`)).json<{ gallery: string[] }>();
    const key = keyOf(gig.gallery[0] ?? '');
    expect(await t.deps.storage.exists(key)).toBe(true);

    expect((await req(anonymous, 'DELETE', `/api/gigs/${gigId}`)).statusCode).toBe(401);
    expect((await req(buyer, 'DELETE', `/api/gigs/${gigId}`)).statusCode).toBe(403);
    expect((await req(other, 'DELETE', `/api/gigs/${gigId}`)).statusCode).toBe(404);
    expect(await stored(gigId)).toBeDefined();

    const res = await req(owner, 'DELETE', `/api/gigs/${gigId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Gig deleted.' });
    expect(await stored(gigId)).toBeUndefined();
    expect(await t.db.kysely.selectFrom('gig_packages').selectAll().where('gig_id', '=', gigId).execute()).toEqual([]);
    expect(await t.deps.storage.exists(key)).toBe(false);
    expect(await t.db.kysely.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst()).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: gig.gallery[0] ?? '' })).statusCode).toBe(404);
    expect((await req(owner, 'DELETE', `/api/gigs/${gigId}`)).statusCode).toBe(404);
  });

  it('keeps a file another of the expert’s gigs still shows', async () => {
    const shared = await uploadGalleryImage(t, owner);
    const first = await createTestGig(t, owner, { gallery: [shared] });
    const second = await createTestGig(t, owner, { gallery: [shared] });
    expect((await req(owner, 'DELETE', `/api/gigs/${first}`)).statusCode).toBe(200);
    expect(await t.deps.storage.exists(keyOf(shared))).toBe(true);
    expect((await req(owner, 'DELETE', `/api/gigs/${second}`)).statusCode).toBe(200);
    expect(await t.deps.storage.exists(keyOf(shared))).toBe(false);
  });
});
