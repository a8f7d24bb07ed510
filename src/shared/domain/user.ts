import { z } from 'zod';
import { english } from '#shared/i18n/english';

/** Buyer spec section 5: the signup email rule and its message. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const INVALID_EMAIL_MESSAGE = english('messages:user.invalidEmail');

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_SPECIALS = '!@#$%^&*(){}<>|:?';

/** The five password rules, shown as the live checklist and enforced by the server. */
export const passwordRules = [
  {
    id: 'upper',
    label: english('messages:user.rule.upper'),
    needs: english('messages:user.needs.upper'),
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lower',
    label: english('messages:user.rule.lower'),
    needs: english('messages:user.needs.lower'),
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    id: 'number',
    label: english('messages:user.rule.number'),
    needs: english('messages:user.needs.number'),
    test: (p: string) => /[0-9]/.test(p),
  },
  {
    id: 'special',
    label: english('messages:user.rule.special'),
    needs: english('messages:user.needs.special'),
    test: (p: string) => Array.from(p).some((c) => PASSWORD_SPECIALS.includes(c)),
  },
  {
    id: 'length',
    label: english('messages:user.rule.length', { min: PASSWORD_MIN_LENGTH }),
    needs: english('messages:user.needs.length', { min: PASSWORD_MIN_LENGTH }),
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
] as const;

const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
  .refine((v) => v.split('@').length === 2, INVALID_EMAIL_MESSAGE);

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, english('messages:user.passwordTooLong', { max: PASSWORD_MAX_LENGTH }))
  .superRefine((p, ctx) => {
    const failed = passwordRules.find((r) => !r.test(p));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.needs });
  });

const NAME_MAX_LENGTH = 80;
export const nameSchema = z
  .string()
  .trim()
  .min(1, english('messages:user.nameRequired'))
  .max(NAME_MAX_LENGTH, english('messages:user.nameTooLong', { max: NAME_MAX_LENGTH }));

/** A device token: 32 random bytes, base64url (43 characters). */
export const DEVICE_TOKEN_MAX_LENGTH = 200;

/** Usernames: letters, digits, '.' and '_' (lower-cased), made from the person's name when an account is made. */
export const USERNAME_PATTERN = /^[a-z0-9._]+$/;
/** Room left after the base for the dot and the digits that make a username unique. */
const USERNAME_BASE_MAX_LENGTH = 20;
/** The random number after a new account's base: four digits. */
export const USERNAME_SUFFIX_DIGITS = 4;

/**
 * A new account's username base, from the name the person gave (never from the email: a username
 * is public, and one made from the address's part before '@' tells anyone who checks it that an
 * account with that address exists): accents dropped, lower-cased, words joined by '.', only
 * letters, digits, '.' and '_', at most USERNAME_BASE_MAX_LENGTH long; 'user' when fewer than
 * three characters are left (a name in another script).
 */
export function usernameBaseFromName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._]/g, '')
    .replace(/[._]{2,}/g, '.')
    .slice(0, USERNAME_BASE_MAX_LENGTH)
    .replace(/^[._]+|[._]+$/g, '');
  return cleaned.length >= 3 ? cleaned : 'user';
}

/** A candidate username: the base, a dot and `digits` random digits (`random` in [0, 1)); at most 29 characters. */
export function usernameCandidate(base: string, random: number, digits = USERNAME_SUFFIX_DIGITS): string {
  const top = 10 ** digits;
  return `${base}.${String(Math.floor(random * top) % top).padStart(digits, '0')}`;
}

const EMAIL_OR_USERNAME_MAX_LENGTH = 254;
const ENTER_IDENTIFIER = english('messages:user.enterIdentifier');
const ENTER_PASSWORD = english('messages:user.enterPassword');
const tokenText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

/** Login takes the whole form (the spec sends name too); only the identifier and password count. */
export const loginBodySchema = z.object({
  name: z.string().max(NAME_MAX_LENGTH).optional(),
  emailOrUsername: z
    .string({ error: ENTER_IDENTIFIER })
    .trim()
    .min(1, ENTER_IDENTIFIER)
    .max(EMAIL_OR_USERNAME_MAX_LENGTH, ENTER_IDENTIFIER),
  password: z
    .string({ error: ENTER_PASSWORD })
    .min(1, ENTER_PASSWORD)
    .max(PASSWORD_MAX_LENGTH, english('messages:user.passwordTooLong', { max: PASSWORD_MAX_LENGTH })),
  /** The device token an earlier sign-in gave this client, if any. */
  deviceToken: z.string().max(DEVICE_TOKEN_MAX_LENGTH).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Signup: the same rules the modal checks live (email rule, five password rules, a name). */
export const signupBodySchema = z.object({
  name: nameSchema,
  emailOrUsername: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });

export const verifyEmailQuerySchema = z.object({
  token: tokenText(english('messages:user.verifyLinkIncomplete')),
});

export const resetPasswordBodySchema = z.object({
  token: tokenText(english('messages:user.resetLinkIncomplete')),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The one-time sign-in link's token (the page of the emailed link posts it). */
export const signInLinkBodySchema = z.object({
  token: tokenText(english('messages:user.signInLinkIncomplete')),
});
