import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { jpegOf, uploadGalleryImage, validGigInput } from '../../helpers/gigs';
import { storeImage } from '#server/modules/uploads/store-image';

type Expert = Awaited<ReturnType<typeof createTestExpert>>;
type Body = Record<string, unknown>;

let t: TestApp;
let expert: Expert;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  expert = await createTestExpert(t, { userName: 'blender_ada' });
  image = await uploadGalleryImage(t, expert);
});
afterAll(async () => t?.close());

const post = (payload: Body) => t.app.inject({ method: 'POST', url: '/api/gigs', headers: expert.auth, payload });
const gigCount = async () => Number((await t.db.kysely.selectFrom('gigs').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const packageCount = async () =>
  Number((await t.db.kysely.selectFrom('gig_packages').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Posts a gig changed by `change` and expects a 400 with `message` (under `field` when given), storing nothing. */
async function expectRefused(change: (gig: Body) => void, message: string, field?: string) {
  const body: Body = structuredClone(validGigInput([image]));
  change(body);
  const before = [await gigCount(), await packageCount()];
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(400);
  const error = res.json<{ message: string; code: string; fields?: Record<string, string> }>();
  expect(error.message).toBe(message);
  if (field) expect(error.fields?.[field]).toBe(message);
  expect([await gigCount(), await packageCount()]).toEqual(before);
}

const pkg = (gig: Body, tier: string) => (gig.pricing as Record<string, Body>)[tier] as Body;

describe('POST /api/gigs', () => {
  it('creates the gig and answers the gig made with its id, the refreshed user and the message', async () => {
    const res = await post(validGigInput([image]));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ gig: Record<string, unknown>; message: string; user: { _id: string; expertProfile: { userName: string } | null } }>();
    expect(body.message).toBe('Gig Created!');
    expect(body.gig).toMatchObject({ ...validGigInput([image]), active: true, hidden: null, expert: { userName: 'blender_ada' } });
    expect(body.user._id).toBe(expert.id);
    expect(body.user.expertProfile?.userName).toBe('blender_ada');
    expect(JSON.stringify(body.user)).not.toMatch(/password|hash/i);

    const list = await t.app.inject({ method: 'GET', url: '/api/gigs/expert/my-gigs', headers: expert.auth });
    expect(list.statusCode).toBe(200);
    const [gig] = list.json<Array<Record<string, unknown>>>();
    const input = validGigInput([image]);
    expect(gig).toMatchObject({ ...input, active: true });
    expect(body.gig._id).toBe(gig?._id);
    expect(gig).not.toHaveProperty('expert');

    const one = await t.app.inject({ method: 'GET', url: `/api/gigs/${String(gig?._id)}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      ...input,
      _id: gig?._id,
      active: true,
      expert: { _id: expert.expertId, userName: 'blender_ada', profilePicture: null },
    });
  });

  it('trims the texts it stores', async () => {
    const input = validGigInput([image]);
    const res = await post({ ...input, title: '  Padded title for a Blender gig  ', tags: [' one ', 'two', 'three', 'four'] });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/gigs/expert/my-gigs', headers: expert.auth })).json<Array<{
      title: string;
      tags: string[];
    }>>();
    expect(list.some((g) => g.title === 'Padded title for a Blender gig' && g.tags[0] === 'one')).toBe(true);
  });

  it('keeps the 15-character and 4-word title rules as hints only', async () => {
    const res = await post({ ...validGigInput([image]), title: 'Blender' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a missing, blank or too long title', async () => {
    await expectRefused((g) => delete g.title, 'Title is required', 'title');
    await expectRefused((g) => (g.title = '   '), 'Title is required', 'title');
    await expectRefused((g) => (g.title = 'x'.repeat(81)), 'Title must be at most 80 characters', 'title');
  });

  it('takes the category and subcategory from the catalogue, as a pair', async () => {
    await expectRefused((g) => delete g.category, 'Gig category is required', 'category');
    await expectRefused((g) => (g.category = ''), 'Gig category is required', 'category');
    await expectRefused((g) => (g.category = 'Knitting'), 'Choose a category from the list', 'category');
    await expectRefused((g) => (g.subCategory = ''), 'Gig sub category is required', 'subCategory');
    await expectRefused((g) => delete g.subCategory, 'Gig sub category is required', 'subCategory');
    await expectRefused((g) => (g.subCategory = 'Video Editing'), 'Choose a sub category of the selected category', 'subCategory');
  });

  it('takes softwares from the catalogue', async () => {
    await expectRefused((g) => (g.softwares = []), 'Atleast one software is required', 'softwares');
    await expectRefused((g) => delete g.softwares, 'Atleast one software is required', 'softwares');
    await expectRefused((g) => (g.softwares = ['Blender', 'Paint Shop 95']), 'Choose softwares from the list', 'softwares.1');
    await expectRefused((g) => (g.softwares = ['Blender', 'Blender']), 'Each software may be listed once', 'softwares');
  });

  it('needs at least 4 distinct, non-empty tags', async () => {
    await expectRefused((g) => (g.tags = ['a', 'b', 'c']), 'Atleast 4 tags are required', 'tags');
    await expectRefused((g) => delete g.tags, 'Atleast 4 tags are required', 'tags');
    await expectRefused((g) => (g.tags = ['a', 'b', 'c', 'A']), 'Each tag may be added once', 'tags');
    await expectRefused((g) => (g.tags = ['a', 'b', 'c', '  ']), 'Tags cannot be empty', 'tags.3');
    await expectRefused((g) => (g.tags = ['a', 'b', 'c', 'd'.repeat(41)]), 'Each tag must be at most 40 characters', 'tags.3');
    await expectRefused((g) => (g.tags = Array.from({ length: 11 }, (_, i) => `tag${i}`)), 'At most 10 tags', 'tags');
  });

  it('needs a non-blank description of at most 1200 characters', async () => {
    await expectRefused((g) => (g.description = ' \n '), 'Minimum 200 words of description is mandatory.', 'description');
    await expectRefused((g) => (g.description = 'x'.repeat(1201)), 'Description must be at most 1200 characters', 'description');
    const res = await post({ ...validGigInput([image]), description: 'x'.repeat(1200) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('needs one or two gallery images this expert uploaded', async () => {
    await expectRefused((g) => (g.gallery = []), 'Atleast one thumbnail is mandatory.', 'gallery');
    const second = await uploadGalleryImage(t, expert);
    const third = await uploadGalleryImage(t, expert);
    await expectRefused((g) => (g.gallery = [image, second, third]), 'At most 2 images', 'gallery');
    await expectRefused((g) => (g.gallery = [image, image]), 'Each image may be used once', 'gallery');

    const other = await createTestExpert(t);
    const theirs = await uploadGalleryImage(t, other);
    await expectRefused((g) => (g.gallery = [theirs]), 'Use images you uploaded to your gallery.', 'gallery');
    await expectRefused((g) => (g.gallery = ['/files/0000aaaa-not-uploaded.jpg']), 'Use images you uploaded to your gallery.');
    await expectRefused((g) => (g.gallery = ['https://elsewhere.example/cat.jpg']), 'Use images you uploaded to your gallery.');
    await expectRefused((g) => (g.gallery = ['/files/../../etc/passwd']), 'Use images you uploaded to your gallery.');

    // The expert's own profile picture is not a gallery image.
    const avatar = await storeImage(t.deps, { userId: expert.id, kind: 'avatar', buffer: await jpegOf(900, 900) });
    await expectRefused((g) => (g.gallery = [avatar.url]), 'Use images you uploaded to your gallery.', 'gallery');

    const two = await post({ ...validGigInput([second, third]) });
    expect(two.statusCode, two.body).toBe(201);
  });

  it('needs three complete packages with the options of their tier', async () => {
    const mandatory = 'All the fields are mandatory';
    await expectRefused((g) => delete g.pricing, mandatory, 'pricing');
    await expectRefused((g) => delete (g.pricing as Body).premium, mandatory, 'pricing.premium');
    for (const field of ['title', 'description', 'credits', 'sessionTime', 'extraTime', 'numberOfSessions']) {
      await expectRefused((g) => Reflect.deleteProperty(pkg(g, 'standard'), field), mandatory, `pricing.standard.${field}`);
    }
    await expectRefused((g) => (pkg(g, 'basic').title = '  '), mandatory, 'pricing.basic.title');
    await expectRefused((g) => (pkg(g, 'basic').sessionTime = ''), mandatory, 'pricing.basic.sessionTime');
    await expectRefused((g) => (pkg(g, 'basic').credits = '20'), mandatory, 'pricing.basic.credits');

    const notOffered = 'Choose one of the options offered for this package';
    await expectRefused((g) => (pkg(g, 'basic').sessionTime = '1 hr'), notOffered, 'pricing.basic.sessionTime');
    await expectRefused((g) => (pkg(g, 'standard').extraTime = '5 Minutes'), notOffered, 'pricing.standard.extraTime');
    await expectRefused((g) => (pkg(g, 'basic').numberOfSessions = '2'), notOffered, 'pricing.basic.numberOfSessions');
    await expectRefused((g) => (pkg(g, 'premium').sessionTime = '45 Minutes'), notOffered, 'pricing.premium.sessionTime');
  });

  it('takes credits as a whole number from the minimum price up', async () => {
    const whole = 'Credits must be a whole number';
    const tooLow = 'A package costs at least 10 credits (₹100)';
    await expectRefused((g) => (pkg(g, 'basic').credits = -1), tooLow, 'pricing.basic.credits');
    await expectRefused((g) => (pkg(g, 'basic').credits = 0), tooLow, 'pricing.basic.credits');
    await expectRefused((g) => (pkg(g, 'premium').credits = 12.5), whole, 'pricing.premium.credits');
    await expectRefused((g) => (pkg(g, 'premium').credits = 100001), 'Credits must be at most 100000', 'pricing.premium.credits');
    const cheapest = validGigInput([image]);
    cheapest.pricing.basic.credits = 10;
    const res = await post(cheapest);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a body that is not JSON and keeps nothing', async () => {
    const before = await gigCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { ...expert.auth, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(await gigCount()).toBe(before);
  });
});
