import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { checkCatalogues } from '../../scripts/lib/i18n-check';

/** The shared catalogues (messages and emails, read by the server too) are held to the same check as the renderer's. */
describe('the shared message and email catalogues', () => {
  it('holds every language’s message and email catalogues to the English ones (the test command’s check)', () => {
    const all = Object.fromEntries(UI_LANGUAGES.map((l) => [l, SHARED_CATALOGUES[l]]));
    expect(checkCatalogues(all)).toEqual([]);
    const { 'verify.subject': _gone, ...brokenEmails } = SHARED_CATALOGUES.ko.emails;
    expect(checkCatalogues({ ...all, ko: { ...SHARED_CATALOGUES.ko, emails: brokenEmails } })).toEqual(['ko/emails: missing key "verify.subject"']);
  });

});
