import { z } from 'zod';
import { gigInputSchema, gigUpdateSchema } from '../../domain/gig';
import { defineRoute, messageSchema } from './route';
import { publicUserSchema } from './users';
import { idFields } from './ids';

/** One package of a gig as every answer shows it (the gig's own pages and the public gig page). */
export const gigPackageSchema = z.object({
  title: z.string(),
  description: z.string(),
  credits: z.number(),
  sessionTime: z.string(),
  extraTime: z.string(),
  numberOfSessions: z.string(),
});
export type GigPackage = z.infer<typeof gigPackageSchema>;

/** Who offers a gig, as a gig page shows them. */
const gigExpertSchema = z.object({
  ...idFields,
  userName: z.string(),
  displayName: z.string(),
  profilePicture: z.string().nullable(),
});

/** A gig as the API returns it. */
export const gigSchema = z.object({
  ...idFields,
  title: z.string(),
  category: z.string(),
  subCategory: z.string(),
  softwares: z.array(z.string()),
  tags: z.array(z.string()),
  description: z.string(),
  gallery: z.array(z.string()),
  pricing: z.object({
    basic: gigPackageSchema,
    standard: gigPackageSchema,
    premium: gigPackageSchema,
  }),
  active: z.boolean(),
  /** When and why an operator hid the gig (only its owner still sees it); null when shown. */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  expert: gigExpertSchema.optional(),
});
export type Gig = z.infer<typeof gigSchema>;

const gigIdParams = z.object({ id: z.string().min(1).max(100) });

/** The expert's gigs (expert-side spec section 7). Only the owning expert may change or delete a gig. */
export const gigRoutes = {
  /** Creates a gig; answers the gig made (with its id), the refreshed user and a message (the wizard stores the user). */
  createGig: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/gigs',
    refuses: [403, 404],
    auth: 'expert',
    body: gigInputSchema,
    response: z.object({ gig: gigSchema, user: publicUserSchema, message: z.string() }),
  }),
  /** Every gig of the signed-in expert, newest first, active or not. */
  myGigs: defineRoute({
    method: 'GET',
    path: '/api/gigs/expert/my-gigs',
    refuses: [403],
    auth: 'expert',
    response: z.array(gigSchema),
  }),
  /** One gig with its expert; an inactive gig only for its owner (anyone else gets 404). */
  getGig: defineRoute({
    method: 'GET',
    path: '/api/gigs/:id',
    refuses: [404],
    auth: 'optional',
    params: gigIdParams,
    response: gigSchema,
  }),
  /** `{ active }` toggles the gig; the whole gig edits it. */
  updateGig: defineRoute({
    method: 'PUT',
    path: '/api/gigs/:id',
    refuses: [403, 404],
    auth: 'expert',
    params: gigIdParams,
    body: gigUpdateSchema,
    response: gigSchema,
  }),
  /** Deletes the gig and its gallery files. */
  deleteGig: defineRoute({
    method: 'DELETE',
    path: '/api/gigs/:id',
    refuses: [403, 404],
    auth: 'expert',
    params: gigIdParams,
    response: messageSchema,
  }),
};
