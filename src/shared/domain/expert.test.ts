import { describe, expect, it } from 'vitest';
import { accountSecuritySchema, cleanLanguages, fieldErrors, personalInfoSchema } from './expert';
import { e164, expertMessages as m, phoneDigits, usernameProblem, usernameSuggestions } from './expert-rules';
import { isPictureUpdate } from './expert-submission';

describe('usernameProblem', () => {
  it('words each broken rule as the live check shows it', () => {
    expect(usernameProblem('')).toBe(m.usernameRequired);
    expect(usernameProblem('ab')).toBe(m.usernameTooShort);
    for (const bad of ['.abc', 'abc.', '_abc', 'abc_', 'a..b', 'a__b', 'a._b', 'a_.b', 'a b', 'ab-c', 'émile']) {
      expect(usernameProblem(bad), bad).toBe(m.usernameInvalid);
    }
    expect(usernameProblem('x'.repeat(31))).toBe(m.usernameTooLong);
  });

  it('accepts letters and digits with single . or _ inside', () => {
    for (const ok of ['abc', 'A1b', 'ada.lovelace', 'ada_l.2', '123', 'a.b_c.d']) expect(usernameProblem(ok), ok).toBeNull();
  });
});

describe('usernameSuggestions', () => {
  it("appends a random 0–999, 'official' and the last three digits of the time", () => {
    expect(usernameSuggestions('ada', () => 0.4269, 1_700_000_000_042)).toEqual(['ada426', 'adaofficial', 'ada042']);
    expect(usernameSuggestions('ada', () => 0, 5)).toEqual(['ada0', 'adaofficial', 'ada005']);
  });

  it('keeps every suggestion within the rule, even for a long name', () => {
    const long = 'a'.repeat(30);
    for (const s of usernameSuggestions(long)) expect(usernameProblem(s)).toBeNull();
  });
});

describe('cleanLanguages', () => {
  it('drops rows without both parts and keeps the last level of a repeated language', () => {
    expect(
      cleanLanguages([
        { language: 'English', languageExperience: 'Basic' },
        { language: 'Hindi', languageExperience: '' },
        { language: '', languageExperience: 'Fluent' },
        { language: 'English', languageExperience: 'Fluent' },
      ]),
    ).toEqual([{ language: 'English', languageExperience: 'Fluent' }]);
  });
});

describe('phone helpers', () => {
  it('strips non-digits and builds E.164', () => {
    expect(phoneDigits('98765 43-210x')).toBe('9876543210');
    expect(e164('+91', '98765 43210')).toBe('+919876543210');
  });
});

describe('step schemas on the client', () => {
  it('reports the first message of each field of step 1', () => {
    const errors = fieldErrors(personalInfoSchema, {
      firstName: '',
      lastName: 'L',
      displayName: '',
      userName: 'a',
      profilePicture: '',
      description: 'short',
      languages: [{ language: 'English', languageExperience: '' }],
    });
    expect(errors).toEqual({
      firstName: m.fullNameRequired,
      displayName: m.displayNameRequired,
      userName: m.usernameTooShort,
      profilePicture: m.profilePictureRequired,
      description: m.bioMinimum,
      languages: m.languageRequired,
    });
  });

  it('needs a verified number before Finish', () => {
    expect(fieldErrors(accountSecuritySchema, { mobileNumber: { number: '98765', verified: false }, phoneIdToken: '' })).toEqual({
      mobileNumber: m.verifyMobile,
      phoneIdToken: m.verifyMobile,
    });
    expect(fieldErrors(accountSecuritySchema, { mobileNumber: { number: '98765', verified: true }, phoneIdToken: 't' })).toEqual({});
  });

  it('tells a picture update from a submission', () => {
    expect(isPictureUpdate({ profilePicture: '/files/a.jpg' })).toBe(true);
    expect(isPictureUpdate({ profilePicture: '/files/a.jpg', userName: 'ada' })).toBe(false);
  });
});
