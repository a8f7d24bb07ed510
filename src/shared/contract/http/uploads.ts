import { z } from 'zod';
import { defineRoute } from './route';

/**
 * Image uploads (expert-side spec section 7): multipart, one file, checked by content, size and
 * dimensions, re-encoded without metadata and stored under a random name.
 */
export const uploadRoutes = {
  /** The profile picture (multipart field `image`): fitted in 800x800, JPEG; answers its URL. */
  uploadProfilePicture: defineRoute({
    method: 'POST',
    path: '/api/upload/profile-picture',
    refuses: [413],
    auth: 'user',
    multipart: true,
    fileField: 'image',
    response: z.object({ imageUrl: z.string() }),
  }),
  /** A gig gallery image (multipart field `files`): answers its URL as the first element of `gallery`. */
  uploadGallery: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/upload/gallery',
    refuses: [413],
    auth: 'expert',
    multipart: true,
    fileField: 'files',
    response: z.object({ gallery: z.array(z.string()).min(1), warning: z.string().nullable().optional() }),
  }),
  /** An image for a message (multipart field `image`): re-encoded as JPEG without metadata; send its key with the message. */
  uploadMessageImage: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/upload/message-image',
    refuses: [413],
    auth: 'user',
    multipart: true,
    fileField: 'image',
    response: z.object({ key: z.string(), imageUrl: z.string() }),
  }),
  /**
   * A PDF for a request (multipart field `file`): checked by content, stored as it is under a random
   * name and served as a download; send its key among the request's attachments.
   */
  uploadRequestFile: defineRoute({
    method: 'POST',
    creates: true,
    path: '/api/upload/request-file',
    refuses: [413],
    auth: 'user',
    multipart: true,
    fileField: 'file',
    response: z.object({ key: z.string(), fileUrl: z.string(), bytes: z.number().int() }),
  }),
};
