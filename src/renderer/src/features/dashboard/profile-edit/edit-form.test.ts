import { describe, expect, it } from 'vitest';
import { expertMessages as m } from '#shared/domain/expert-rules';
import { editBodyOf, editErrors, formOf } from './edit-form';

const saved = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada L.',
  userName: 'ada.codes',
  profilePicture: null,
  description: 'I help people get unstuck with live debugging, code reviews and architecture advice for web products. '.repeat(2),
  languages: [{ language: 'English', languageExperience: 'Fluent' }],
  profession: [{ profession: 'Software Engineer', fromYear: '2014', toYear: 'Present', professionSpecialties: [] }],
  skills: [{ skill: 'Web Development', skillLevel: 'Expert', experience: '9 years', subSkills: [] }],
  softwares: ['Figma'],
  hourlyRate: 40,
  mobileNumber: { country: 'India', countryCode: '+91', number: '9876543210' },
};

describe('the profile edit form', () => {
  it('starts from the saved profile and sends it back unchanged', () => {
    const form = formOf(saved);
    expect(form.hourlyRate).toBe('40');
    expect(editErrors(form, 'unknown')).toEqual({});
    const { profilePicture: _p, mobileNumber: _m, ...rest } = saved;
    expect(editBodyOf(form)).toEqual(rest);
  });

  it('shows the wizard’s messages, the typed rate’s and the live check’s', () => {
    const form = { ...formOf(saved), displayName: ' ', description: 'short', skills: [], softwares: [], hourlyRate: '0' };
    expect(editErrors(form, 'unavailable')).toMatchObject({
      displayName: m.displayNameRequired,
      description: m.bioMinimum,
      skills: m.skillRequired,
      softwares: m.softwareRequired,
      hourlyRate: m.hourlyRateInvalid,
      userName: m.usernameTaken,
    });
    expect(formOf({ ...saved, hourlyRate: null }).hourlyRate).toBe('');
  });
});
