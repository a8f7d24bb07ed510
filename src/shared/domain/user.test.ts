import { describe, expect, it } from 'vitest';
import { effectiveUsername, isExpertUser } from './user-identity';
import { emailSchema, loginBodySchema, passwordSchema, usernameBaseFromName, usernameCandidate, USERNAME_PATTERN } from './user';

describe('the user rules', () => {
  it('makes a new username from the name, never from the email, with a random number', () => {
    expect(usernameBaseFromName('Ada Lovelace')).toBe('ada.lovelace');
    expect(usernameBaseFromName("  O'Brien-Smith  ")).toBe('obriensmith');
    expect(usernameBaseFromName('Élodie  Inès')).toBe('elodie.ines');
    expect(usernameBaseFromName('ليلى')).toBe('user');
    expect(usernameBaseFromName('..__x__..')).toBe('user');
    expect(usernameBaseFromName('a'.repeat(40))).toHaveLength(20);
    expect(usernameCandidate('ada.lovelace', 0.4821)).toBe('ada.lovelace.4821');
    expect(usernameCandidate('ada', 0)).toBe('ada.0000');
    expect(usernameCandidate('a'.repeat(20), 0.99999999, 8)).toHaveLength(29);
    for (const n of ['Ada Lovelace', "o'brien", 'ليلى', '김민준']) expect(USERNAME_PATTERN.test(usernameCandidate(usernameBaseFromName(n), 0.5))).toBe(true);
  });

  it('applies the email rule of the spec', () => {
    for (const ok of ['a@b.co', 'first.last@sub.example.org']) expect(emailSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['a@b.c', 'a@b', 'a b@c.com', 'a@@b.com', 'a@b@c.com', '@b.com', 'a@b.c0m']) expect(emailSchema.safeParse(bad).success).toBe(false);
  });

  it('applies the five password rules', () => {
    expect(passwordSchema.safeParse('Curious#2026').success).toBe(true);
    expect(passwordSchema.safeParse('Curious 2026').success).toBe(false);
    expect(passwordSchema.safeParse('Cu#1a').success).toBe(false);
  });

  it('takes the whole login form, name included', () => {
    expect(loginBodySchema.parse({ name: '', emailOrUsername: ' ada ', password: 'x' })).toEqual({ name: '', emailOrUsername: 'ada', password: 'x' });
  });

  it('derives isExpert and the effective username as the spec does', () => {
    const base = { username: 'ada', email: 'ada@example.com' };
    expect(isExpertUser({ expertProfile: null })).toBe(false);
    expect(isExpertUser({ expertProfile: { userName: ' ' } })).toBe(false);
    expect(isExpertUser({ expertProfile: { userName: 'ada_x' } })).toBe(true);
    expect(effectiveUsername({ ...base, expertProfile: { userName: 'ada_x' } })).toBe('ada_x');
    expect(effectiveUsername(base)).toBe('ada');
    expect(effectiveUsername({ email: 'who@example.com' })).toBe('who');
  });
});
