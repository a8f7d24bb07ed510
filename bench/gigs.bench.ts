import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { prepareGalleryImage } from '#media/index';
import { createTestApp } from '../tests/helpers/test-app';
import { createTestExpert } from '../tests/helpers/experts';
import { createImageFixtures } from '../tests/helpers/fixtures';
import { postGalleryFile, uploadGalleryImage, validGigInput } from '../tests/helpers/gigs';
import { percentile, timeEach } from './stats';

/**
 * Gigs on the real API (SQLite, in-process inject): the gallery pipeline per image (a 12 MP JPEG
 * photo, a HEIC converted to JPEG), a whole gallery upload, gig creation, and the expert's list
 * and one gig at 50 gigs. p50/p95 in milliseconds.
 */
export async function run(): Promise<Record<string, number | string>> {
  const f = await createImageFixtures();
  const t = await createTestApp();
  try {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 120, b: 160 } } })
      .composite([{ input: Buffer.from('<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="1200" fill="orange"/></svg>') }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const heic = await readFile(f.heic);
    const prepJpeg = await timeEach(10, () => prepareGalleryImage(photo));
    const prepHeic = await timeEach(10, () => prepareGalleryImage(heic));

    const expert = await createTestExpert(t);
    const uploads = await timeEach(20, async () => {
      const res = await postGalleryFile(t, expert, { data: photo, name: 'photo.jpg', type: 'image/jpeg' });
      if (res.statusCode !== 201) throw new Error(res.body);
    });
    const image = await uploadGalleryImage(t, expert);
    const creates = await timeEach(50, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/gigs', headers: expert.auth, payload: validGigInput([image]) });
      if (res.statusCode !== 201) throw new Error(res.body);
    });
    const lists = await timeEach(200, () => t.app.inject({ method: 'GET', url: '/api/gigs/expert/my-gigs', headers: expert.auth }));
    const list = (await t.app.inject({ method: 'GET', url: '/api/gigs/expert/my-gigs', headers: expert.auth })).json<Array<{
      _id: string;
    }>>();
    const one = await timeEach(200, (i) => t.app.inject({ method: 'GET', url: `/api/gigs/${list[i % list.length]?._id ?? ''}` }));
    const row = (name: string, values: number[]) => ({ [`${name} p50 ms`]: percentile(values, 50), [`${name} p95 ms`]: percentile(values, 95) });
    return {
      db: t.db.kind,
      ...row('prepare 12MP JPEG (sharp)', prepJpeg),
      ...row('prepare HEIC 1400x900 to JPEG', prepHeic),
      ...row('POST /api/upload/gallery 12MP JPEG', uploads),
      ...row('POST /api/gigs', creates),
      ...row(`GET my-gigs (${list.length} gigs)`, lists),
      ...row('GET /api/gigs/:id', one),
    };
  } finally {
    await t.close();
    await f.cleanup();
  }
}
