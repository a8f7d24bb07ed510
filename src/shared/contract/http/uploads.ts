import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Image uploads (expert-side spec section 7): multipart, one file, checked by content, size and
 * dimensions, re-encoded without metadata and stored under a random name.
 */
export const uploadRoutes = {
  /** A gig gallery image (multipart field `files`): answers its URL as the first element of `gallery`. */
  uploadGallery: defineRoute({
    method: 'POST',
    path: '/api/upload/gallery',
    auth: 'expert',
    multipart: true,
    response: z.object({ gallery: z.array(z.string()).min(1), warning: z.string().nullable().optional() }),
  }),
};
