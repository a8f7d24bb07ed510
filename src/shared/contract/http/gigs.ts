import { z } from 'zod';
import { gigInputSchema, gigSchema, gigUpdateSchema } from '../../domain/gig';
import { publicUserSchema } from '../../domain/user';
import { defineRoute, messageSchema } from './route';

const gigIdParams = z.object({ id: z.string().min(1).max(100) });

/** The expert's gigs (expert-side spec section 7). Only the owning expert may change or delete a gig. */
export const gigRoutes = {
  /** Creates a gig; answers the refreshed user and a message (the wizard stores the user). */
  createGig: defineRoute({
    method: 'POST',
    path: '/api/gigs',
    auth: 'expert',
    body: gigInputSchema,
    response: z.object({ user: publicUserSchema, message: z.string() }),
  }),
  /** Every gig of the signed-in expert, newest first, active or not. */
  myGigs: defineRoute({
    method: 'GET',
    path: '/api/gigs/expert/my-gigs',
    auth: 'expert',
    response: z.array(gigSchema),
  }),
  /** One gig with its expert; an inactive gig only for its owner (anyone else gets 404). */
  getGig: defineRoute({
    method: 'GET',
    path: '/api/gigs/:id',
    auth: 'optional',
    params: gigIdParams,
    response: gigSchema,
  }),
  /** `{ active }` toggles the gig; the whole gig edits it. */
  updateGig: defineRoute({
    method: 'PUT',
    path: '/api/gigs/:id',
    auth: 'expert',
    params: gigIdParams,
    body: gigUpdateSchema,
    response: gigSchema,
  }),
  /** Deletes the gig and its gallery files. */
  deleteGig: defineRoute({
    method: 'DELETE',
    path: '/api/gigs/:id',
    auth: 'expert',
    params: gigIdParams,
    response: messageSchema,
  }),
};
