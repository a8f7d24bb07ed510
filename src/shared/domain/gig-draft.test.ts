import { describe, expect, it } from 'vitest';
import {
  addTags,
  descriptionError,
  emptyGigDraft,
  galleryError,
  gigDraftToInput,
  gigToDraft,
  isOverviewBlocked,
  mergeGigDraft,
  overviewErrors,
} from './gig-draft';

describe('the gig draft', () => {
  it('merges a stored draft over the defaults, field by field', () => {
    const merged = mergeGigDraft({
      title: 'Old title',
      tags: ['a', 3, 'b'],
      gallery: ['/files/1.jpg', '/files/2.jpg', '/files/3.jpg'],
      pricing: { basic: { title: 'Kept', credits: '15' }, premium: 'broken' },
      isPublished: 'yes',
      unknown: true,
    });
    expect(merged.title).toBe('Old title');
    expect(merged.tags).toEqual(['a', 'b']);
    expect(merged.gallery).toEqual(['/files/1.jpg', '/files/2.jpg']);
    expect(merged.pricing.basic).toMatchObject({ title: 'Kept', credits: 15, sessionTime: '' });
    expect(merged.pricing.premium).toEqual(emptyGigDraft().pricing.premium);
    expect(merged.isPublished).toBe(false);
    expect(merged).not.toHaveProperty('unknown');
    expect(mergeGigDraft('not json object')).toEqual(emptyGigDraft());
    expect(mergeGigDraft(null)).toEqual(emptyGigDraft());
  });

  it('turns a saved gig into a draft and back', () => {
    const pricing = {
      basic: { title: 'A', description: 'a', credits: 1, sessionTime: '15 Minutes', extraTime: '5 Minutes', numberOfSessions: '1' },
      standard: { title: 'B', description: 'b', credits: 2, sessionTime: '1 hr', extraTime: '20 Minutes', numberOfSessions: '1' },
      premium: { title: 'C', description: 'c', credits: 3, sessionTime: '2 hrs', extraTime: '40 Minutes', numberOfSessions: '2' },
    };
    const gig = {
      id: 'g1',
      _id: 'g1',
      title: 'T',
      category: 'C',
      subCategory: 'S',
      softwares: ['Blender'],
      tags: ['x'],
      description: 'D',
      gallery: ['/files/a.jpg'],
      pricing,
      active: false,
    };
    const draft = gigToDraft(gig);
    expect(draft.isPublished).toBe(false);
    const { id: _id, _id: _legacyId, active: _active, ...input } = gig;
    expect(gigDraftToInput(draft)).toEqual(input);
  });

  it('blocks the overview only for an empty title, no tags, or a missing category, subcategory or software', () => {
    const draft = { ...emptyGigDraft(), title: 'Short', category: 'C', subCategory: 'S', softwares: ['Blender'], tags: ['one'] };
    expect(isOverviewBlocked(draft)).toBe(false);
    expect(overviewErrors(draft)).toEqual({
      title: 'Title must be at least 15 characters',
      tags: 'Atleast 4 tags are required',
    });
    for (const change of [{ title: '  ' }, { tags: [] }, { category: '' }, { subCategory: '' }, { softwares: [] }]) {
      expect(isOverviewBlocked({ ...draft, ...change })).toBe(true);
    }
    expect(overviewErrors(emptyGigDraft())).toEqual({
      title: 'Title is required',
      category: 'Gig category is required',
      subCategory: 'Gig sub category is required',
      softwares: 'Atleast one software is required',
      tags: 'Atleast 4 tags are required',
    });
  });

  it('adds tags typed with Enter or commas: trimmed, without duplicates', () => {
    expect(addTags([], '  blender ')).toEqual(['blender']);
    expect(addTags(['blender'], 'Blender, modelling,, 3d  ,')).toEqual(['blender', 'modelling', '3d']);
    expect(addTags([], 'two   spaces')).toEqual(['two spaces']);
    expect(addTags([], 'x'.repeat(60))).toEqual(['x'.repeat(40)]);
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTags(ten, 'eleventh')).toEqual(ten);
  });

  it('checks the description and the gallery steps', () => {
    expect(descriptionError('   ')).toBe('Minimum 200 words of description is mandatory.');
    expect(descriptionError('Short is fine')).toBeNull();
    expect(galleryError([])).toBe('Atleast one thumbnail is mandatory.');
    expect(galleryError(['/files/a.jpg'])).toBeNull();
  });
});
