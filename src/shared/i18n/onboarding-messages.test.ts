import { describe, expect, it } from 'vitest';
import { expertMessages, HOURLY_RATE_MAX, usernameProblem } from '#shared/domain/expert-rules';
import { expertTexts, phoneSessionTexts } from '#shared/domain/expert-texts';
import arOnboarding from '#shared/locales/ar/onboarding';
import enOnboarding from '#shared/locales/en/onboarding';
import frOnboarding from '#shared/locales/fr/onboarding';
import enMessages from '#shared/locales/en/messages';
import { createLocalizer } from './localizer';
import { createMessageLookup } from './message-lookup';

/** The expert onboarding's messages come from their own catalogue, loaded by the pages that show them. */
describe('the onboarding messages in their catalogue', () => {
  it('finds every rule message, flow text and phone text in the English onboarding or message catalogue', () => {
    const inOnboarding = createMessageLookup(enOnboarding);
    const inMessages = createMessageLookup(enMessages);
    const texts = [...Object.values(expertMessages), ...Object.values(expertTexts), ...Object.values(phoneSessionTexts)];
    expect(texts.filter((text) => inOnboarding(text) === null && inMessages(text) === null)).toEqual([]);
  });

  it('keeps the spec’s English exactly', () => {
    expect(expertMessages.languageRequired).toBe('Atleast one language is required');
    expect(expertMessages.hourlyRateInvalid).toBe(`Hourly rate must be a whole number of credits from 1 to ${HOURLY_RATE_MAX}`);
    expect(usernameProblem('ab')).toBe('Username must be at least 3 characters');
    expect(expertTexts.profileCreated).toBe('Profile Created!');
  });

  it('shows a rule message and a server answer in French and Arabic', () => {
    const missing: string[] = [];
    const fr = createLocalizer(enOnboarding, frOnboarding, 'fr', (key) => missing.push(key));
    const ar = createLocalizer(enOnboarding, arOnboarding, 'ar', (key) => missing.push(key));
    expect(fr.message(expertMessages.usernameTaken)).toBe('Ce nom d’utilisateur est déjà pris');
    expect(fr.message(expertMessages.usernameTooLong)).toBe('Le nom d’utilisateur doit comporter au plus 30 caractères');
    expect(ar.message(expertMessages.hourlyRateInvalid)).toBe('يجب أن يكون السعر بالساعة عددًا صحيحًا من الأرصدة من 1 إلى 10,000');
    expect(ar.server('CONFLICT', expertTexts.alreadyExpert)).toBe('لديك ملف خبير بالفعل.');
    expect(missing).toEqual([]);
  });
});
