import { describe, expect, it } from 'vitest';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { mailTexts } from './mail-texts';

describe('an email in its recipient language', () => {
  it('isolates every name and title set in an Arabic sentence, so a Latin one keeps its order', () => {
    const ar = mailTexts({ language: 'ar' }).t('emails:booking.accepted.body', { expert: 'Samuel C.', what: '1:1 Video Editing call: Speed up your edit', when: 'غدا' });
    expect(ar).toContain('\u2068Samuel C.\u2069');
    expect(ar).toContain('\u20681:1 Video Editing call: Speed up your edit\u2069');
    expect(ar).not.toBe(SHARED_CATALOGUES.en.emails['booking.accepted.body']);
  });

  it('leaves the texts of a left-to-right language exactly as written', () => {
    const fr = mailTexts({ language: 'fr' }).t('emails:greeting', { name: 'Samuel C.' });
    expect(fr).toContain('Samuel C.');
    expect(fr).not.toMatch(/[\u2068\u2069]/);
    expect(mailTexts({ language: 'en' }).t('emails:greeting', { name: 'Samuel C.' })).toBe('Hi Samuel C.,');
  });
});
