import { z } from 'zod';
import { phoneSessionTokenSchema } from '../../domain/expert';
import { expertPostBodySchema } from '../../domain/expert-submission';
import { expertPhoneChangeSchema, expertProfileEditSchema } from '../../domain/expert-profile-edit';
import { publicUserSchema } from './users';
import { defineRoute } from './route';

/** What the renderer needs to run the Firebase phone sign-in (a real project, or the Auth emulator). */
const firebaseClientConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  /** host:port of the Firebase Auth emulator, or null for the real service. */
  emulatorHost: z.string().nullable(),
});

const phoneSessionParams = z.object({ sessionId: z.string().min(20).max(100) });

/** A phone verification handed to the hosted web page (the desktop app's way to verify a phone). */
const phoneSessionSchema = z.object({
  sessionId: z.string(),
  /** The hosted page that verifies the number (opened in the system browser). */
  url: z.string(),
  status: z.enum(['pending', 'verified', 'expired']),
  /** Once verified: what the page verified, with the ID token to send with the profile. */
  result: z
    .object({ country: z.string(), countryCode: z.string(), number: z.string(), idToken: z.string() })
    .nullable(),
});
export type PhoneSession = z.infer<typeof phoneSessionSchema>;

/** The caller's own expert profile as the edit form shows it (private parts included: names and phone). */
export const ownExpertProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  userName: z.string(),
  profilePicture: z.string().nullable(),
  description: z.string(),
  languages: z.array(z.object({ language: z.string(), languageExperience: z.string() })),
  profession: z.array(
    z.object({ profession: z.string(), fromYear: z.string(), toYear: z.string(), professionSpecialties: z.array(z.string()) }),
  ),
  skills: z.array(z.object({ skill: z.string(), skillLevel: z.string(), experience: z.string(), subSkills: z.array(z.string()) })),
  softwares: z.array(z.string()),
  hourlyRate: z.number().nullable(),
  /** The verified number: its country, dial code and national digits. */
  mobileNumber: z.object({ country: z.string(), countryCode: z.string(), number: z.string() }),
});
export type OwnExpertProfile = z.infer<typeof ownExpertProfileSchema>;

const userAnswer = z.object({ message: z.string(), user: publicUserSchema });

/** Expert onboarding (expert spec sections 5 and 7) and the expert's later edits of the profile. */
export const expertRoutes = {
  /** Whether a username is free among users and expert profiles (a name breaking the rule is not). */
  expertsCheckUsername: defineRoute({
    method: 'GET',
    path: '/api/users/check-username',
    // Signed in, the caller's own username counts as available (they may keep it).
    auth: 'optional',
    query: z.object({ username: z.string().max(100) }),
    response: z.object({ available: z.boolean() }),
  }),
  /**
   * Creates the caller's expert profile (every step validated, the phone proven by a Firebase ID
   * token), or, from an expert with only `{ profilePicture }`, updates the picture.
   */
  expertsSubmit: defineRoute({
    method: 'POST',
    path: '/api/experts',
    refuses: [401, 403, 409],
    auth: 'user',
    body: expertPostBodySchema,
    response: z.object({ message: z.string(), user: publicUserSchema }),
  }),
  /** The caller's own expert profile, to edit it (experts only). */
  expertsProfileGet: defineRoute({
    method: 'GET',
    path: '/api/experts/me',
    refuses: [403],
    auth: 'expert',
    response: ownExpertProfileSchema,
  }),
  /** Changes every part of the caller's profile but the picture and the phone, with the wizard's rules. */
  expertsProfileUpdate: defineRoute({
    method: 'PUT',
    path: '/api/experts/me',
    refuses: [401, 403, 409],
    auth: 'expert',
    body: expertProfileEditSchema,
    response: userAnswer,
  }),
  /** A new mobile number, saved only with the Firebase ID token of a fresh phone sign-in proving it. */
  expertsPhoneUpdate: defineRoute({
    method: 'PUT',
    path: '/api/experts/me/phone',
    refuses: [401, 403, 409],
    auth: 'expert',
    body: expertPhoneChangeSchema,
    response: userAnswer,
  }),
  /** Opens a phone verification for the hosted page (15 minutes). */
  phoneSessionCreate: defineRoute({
    method: 'POST',
    creates: true,
    // Versioned: it answered 200 before the rule of docs/decisions/api.md (a POST that creates
    // answers 201), and it makes a phone session, read and completed by its id.
    versioned: true,
    path: '/api/phone-sessions',
    auth: 'user',
    body: z.object({}).strict().nullish(),
    response: phoneSessionSchema,
  }),
  /** Its owner reads it until the page has verified the number. */
  phoneSessionGet: defineRoute({
    method: 'GET',
    path: '/api/phone-sessions/:sessionId',
    refuses: [404],
    auth: 'user',
    params: phoneSessionParams,
    response: phoneSessionSchema,
  }),
  /** The hosted page posts the phone sign-in there; the id is the capability (no session of the app). */
  phoneSessionComplete: defineRoute({
    method: 'POST',
    path: '/api/phone-sessions/:sessionId/token',
    refuses: [404, 409, 410],
    params: phoneSessionParams,
    body: phoneSessionTokenSchema,
    response: z.object({ message: z.string() }),
  }),
  configFirebase: defineRoute({
    method: 'GET',
    path: '/api/config/firebase',
    response: firebaseClientConfigSchema,
  }),
};
