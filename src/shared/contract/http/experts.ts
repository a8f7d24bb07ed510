import { z } from 'zod';
import { expertPostBodySchema } from '../../domain/expert';
import { publicUserSchema } from '../../domain/user';
import { defineRoute } from './route';

/** What the renderer needs to run the Firebase phone sign-in (a real project, or the Auth emulator). */
export const firebaseClientConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  /** host:port of the Firebase Auth emulator, or null for the real service. */
  emulatorHost: z.string().nullable(),
});
export type FirebaseClientConfig = z.infer<typeof firebaseClientConfigSchema>;

/** Expert onboarding (expert spec sections 5 and 7). */
export const expertRoutes = {
  /** Whether a username is free among users and expert profiles (a name breaking the rule is not). */
  expertsCheckUsername: defineRoute({
    method: 'GET',
    path: '/api/users/check-username',
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
    auth: 'user',
    body: expertPostBodySchema,
    response: z.object({ message: z.string(), user: publicUserSchema }),
  }),
  configFirebase: defineRoute({
    method: 'GET',
    path: '/api/config/firebase',
    response: firebaseClientConfigSchema,
  }),
};
