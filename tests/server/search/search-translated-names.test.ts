import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { createTestExpert } from '../../helpers/experts';
import { createTestGig } from '../../helpers/gigs';
import { searchBody } from '../../helpers/search-forgiving-table';
import { CATALOG_NAMES } from '#shared/catalog/names/all-languages';
import { TOPIC_NAMES } from '#shared/catalog/topic-names/all-languages';

/** A skill or category searched by its name in another language finds the gigs of its English name. */
let t: TestApp;
let videoGig = '';
let webGig = '';

beforeAll(async () => {
  t = await createTestApp();
  const editor = await createTestExpert(t, { userName: 'cutter_fr', skills: [['Video Editing', 'Expert', '5 years']] });
  const developer = await createTestExpert(t, { userName: 'builder_pt' });
  videoGig = await createTestGig(t, editor, {
    title: 'I will cut your vlog into a tight story',
    category: 'Video Editing',
    subCategory: 'Video Editing',
    softwares: ['Premiere Pro'],
    tags: ['vlog', 'cuts', 'youtube', 'pacing'],
    description: 'Video editing sessions for creators: pacing, cuts and sound.',
  });
  webGig = await createTestGig(t, developer, {
    title: 'I will fix your landing page layout',
    category: 'Software Development & IDEs',
    subCategory: 'Web Development',
    softwares: ['VS Code'],
    tags: ['html', 'css', 'layout', 'flexbox'],
    description: 'Web development help on a live call.',
  });
}, 120_000);
afterAll(async () => t?.close());

const ids = async (keyword: string) => (await searchBody(t, { keyword, pageSize: '48' })).items.map((i) => i._id);

describe('search by a catalogue name in the visitor language', () => {
  it('finds Video Editing gigs by the name in each language, and only them', async () => {
    for (const keyword of ['montage vidéo', 'Montage video', 'edição de vídeo', 'مونتاج الفيديو', '영상 편집', CATALOG_NAMES.ar.names['Video Editing']]) {
      const found = await ids(keyword);
      expect(found, keyword).toContain(videoGig);
      expect(found, keyword).not.toContain(webGig);
    }
  });

  it('finds a skill whatever the language, and ranks it first inside a sentence', async () => {
    expect((await ids('cours de développement web'))[0]).toBe(webGig);
    expect(await ids('desenvolvimento web')).toEqual([webGig]);
    expect(await ids('웹 개발')).toEqual([webGig]);
  });

  it('leaves other words as they are: a French word that names nothing finds nothing', async () => {
    const r = await searchBody(t, { keyword: 'montage', exact: '1' });
    expect(r.total).toBe(0);
  });

  it('finds the gigs of a feature topic or sub-skill by its name in each language, as the English name does', async () => {
    // Multicam Editing is a sub-skill of Video Editing that no gig names: it stands for Video Editing's gigs.
    const english = await ids('multicam editing');
    expect(english).toContain(videoGig);
    const names = Object.values(TOPIC_NAMES).map((table) => table['Multicam Editing']);
    for (const keyword of [...names, 'montage multicamera']) {
      const found = await ids(keyword);
      expect(found, keyword).toContain(videoGig);
      expect(found, keyword).not.toContain(webGig);
    }
  });

  it('finds nothing by a translated topic whose gigs do not exist', async () => {
    // Skin Retouching belongs to Photo Editing: none of these gigs.
    for (const keyword of ['retouche de la peau', '피부 보정']) expect(await ids(keyword), keyword).toEqual([]);
  });
});
