import { z } from 'zod';

/** Buyer spec section 5: the signup email rule and its message. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
export const INVALID_EMAIL_MESSAGE = 'Invalid email';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIALS = '!@#$%^&*(){}<>|:?';

/** The five password rules, shown as the live checklist and enforced by the server. */
export const passwordRules = [
  { id: 'upper', label: 'At least 1 uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'At least 1 lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'At least 1 number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'At least 1 special character (! @ # $ % ^ & * ( ) { } < > | : ?)',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
  .refine((v) => v.split('@').length === 2, INVALID_EMAIL_MESSAGE);

export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((p, ctx) => {
    const failed = passwordRules.find((r) => !r.test(p));
    if (failed) ctx.addIssue({ code: 'custom', message: `Password needs: ${failed.label.toLowerCase()}` });
  });

export const NAME_MAX_LENGTH = 80;
export const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`);

/** The expert profile as it rides on the user (expert spec section 3). */
export const userExpertProfileSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  softwares: z.array(z.string()),
  profilePicture: z.string().nullable(),
});

/** The user as the API returns it (buyer spec section 3); never the password hash or tokens. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  expertProfile: userExpertProfileSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** isExpert as the spec derives it: the expert profile has a non-blank userName. */
export function isExpertUser(user: Pick<PublicUser, 'expertProfile'> | null | undefined): boolean {
  return typeof user?.expertProfile?.userName === 'string' && user.expertProfile.userName.trim() !== '';
}

/** The effective username: the expert userName, else username, else the email's part before '@'. */
export function effectiveUsername(user: { expertProfile?: { userName?: string } | null; username?: string; email?: string }): string {
  const expert = user.expertProfile?.userName?.trim();
  if (expert) return expert;
  if (user.username?.trim()) return user.username.trim();
  return (user.email ?? '').split('@')[0] ?? '';
}
