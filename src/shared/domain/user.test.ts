import { describe, expect, it } from 'vitest';
import { effectiveUsername, isExpertUser } from './user-identity';
import { emailSchema, loginBodySchema, passwordSchema, usernameBaseFromEmail, USERNAME_PATTERN } from './user';

describe('the user rules', () => {
  it('derives a valid username base from the email (the spec fallback)', () => {
    expect(usernameBaseFromEmail('Ada.Lovelace@example.com')).toBe('ada.lovelace');
    expect(usernameBaseFromEmail("o'brien+tag@x.io")).toBe('obrientag');
    expect(usernameBaseFromEmail('..__x__..@x.io')).toBe('x');
    expect(usernameBaseFromEmail('élodie@x.io')).toBe('lodie');
    expect(usernameBaseFromEmail('+++@x.io')).toBe('user');
    const long = usernameBaseFromEmail(`${'a'.repeat(40)}@x.io`);
    expect(long).toHaveLength(24);
    for (const e of ['Ada.Lovelace@example.com', "o'brien+tag@x.io", '+++@x.io']) expect(USERNAME_PATTERN.test(usernameBaseFromEmail(e))).toBe(true);
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
