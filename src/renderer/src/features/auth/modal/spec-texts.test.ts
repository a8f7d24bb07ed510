import { describe, expect, it } from 'vitest';
import { expertTexts } from '#shared/domain/expert-texts';
import { PASSWORD_MIN_LENGTH, passwordRules } from '#shared/domain/user';
import auth from '#locales/en/auth';
import common from '#locales/en/common';
import { englishText } from '#ui/english-text';

/** The spec's English texts shown through the translation catalogue stay byte-identical to the rules' own. */
describe('the English catalogue keeps the spec texts', () => {
  it('has each password rule as the rule words it', () => {
    const shown = passwordRules.map((rule) =>
      rule.id === 'length' ? englishText(auth, 'auth:rule.length_other', { count: String(PASSWORD_MIN_LENGTH) }) : englishText(auth, `auth:rule.${rule.id}`),
    );
    expect(shown).toEqual(passwordRules.map((rule) => rule.label));
  });

  it("has the crop modal's failure as the expert spec words it", () => {
    expect(common['crop.failed']).toBe(expertTexts.cropFailed);
  });
});
