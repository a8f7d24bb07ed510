import { describe, expect, it } from 'vitest';
import { emptyGigDraft, type GigDraft } from '#shared/domain/gig-draft';
import { furthestStep, nextStep, previousStep, stepFromParam, stepOfField } from './steps';
import { tagSuggestions } from './tag-suggestions';
import frenchTopics from '#shared/catalog/topic-names/fr';
import { softwareOptions } from './SoftwarePicker';

const overviewDone = (): GigDraft => ({
  ...emptyGigDraft(),
  title: 'T',
  category: '3D & CAD Design',
  subCategory: '3D Modeling',
  softwares: ['Blender'],
  tags: ['one'],
});

describe('wizard steps', () => {
  it('reads the step from the URL', () => {
    expect(stepFromParam(undefined)).toBe('overview');
    expect(stepFromParam('pricing')).toBe('pricing');
    expect(stepFromParam('publish')).toBe('publish');
    expect(stepFromParam('overview')).toBeNull();
    expect(stepFromParam('nope')).toBeNull();
    expect(nextStep('gallery')).toBe('publish');
    expect(previousStep('pricing')).toBe('overview');
  });

  it('lets the draft go only as far as its first incomplete step', () => {
    expect(furthestStep(emptyGigDraft())).toBe('overview');
    const draft = overviewDone();
    expect(furthestStep(draft)).toBe('pricing');
    draft.pricing = {
      basic: { title: 'A', description: 'a', credits: 10, sessionTime: '15 Minutes', extraTime: '5 Minutes', numberOfSessions: '1' },
      standard: { title: 'B', description: 'b', credits: 20, sessionTime: '1 hr', extraTime: '20 Minutes', numberOfSessions: '1' },
      premium: { title: 'C', description: 'c', credits: 30, sessionTime: '2 hrs', extraTime: '40 Minutes', numberOfSessions: '2' },
    };
    expect(furthestStep(draft)).toBe('description');
    draft.description = 'Text';
    expect(furthestStep(draft)).toBe('gallery');
    draft.gallery = ['/files/a.jpg'];
    expect(furthestStep(draft)).toBe('publish');
  });

  it('maps a refused field to its step', () => {
    expect(stepOfField('pricing.basic.credits')).toBe('pricing');
    expect(stepOfField('tags')).toBe('overview');
    expect(stepOfField('gallery')).toBe('gallery');
    expect(stepOfField('description')).toBe('description');
  });
});

describe('suggestions', () => {
  it('suggests up to 5 tags from the subcategory and softwares, without the ones added', () => {
    const all = tagSuggestions(overviewDone(), '');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(5);
    const first = all[0] ?? '';
    const without = tagSuggestions({ ...overviewDone(), tags: [first.toUpperCase()] }, '');
    expect(without).not.toContain(first);
    expect(tagSuggestions(overviewDone(), 'zzzz-no-such-tag')).toEqual([]);
  });

  it('names tag suggestions in the interface language, matches what is typed in it, and skips a tag already added', () => {
    const french = frenchTopics as Readonly<Record<string, string>>;
    const name = (english: string) => french[english] ?? english;
    const shown = tagSuggestions(overviewDone(), '', name);
    expect(shown).toContain('Modélisation organique');
    expect(shown).not.toContain('Organic Modeling');
    expect(tagSuggestions(overviewDone(), 'organique', name)).toEqual(['Modélisation organique']);
    expect(tagSuggestions({ ...overviewDone(), tags: ['modélisation organique'] }, 'organique', name)).toEqual([]);
  });

  it('offers softwares that match what is typed, the ones starting with it first', () => {
    expect(softwareOptions('', [])).toEqual([]);
    const options = softwareOptions('blen', []);
    expect(options[0]).toBe('Blender');
    expect(softwareOptions('blen', ['Blender'])).not.toContain('Blender');
    expect(softwareOptions('a', []).length).toBeLessThanOrEqual(8);
  });
});
