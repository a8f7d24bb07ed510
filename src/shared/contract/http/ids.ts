import { z } from 'zod';

/**
 * Every answer names its things by `id`. Ten older shapes (the User and the Booking among them, as the
 * product specification writes them) named them `_id`; they carry both, the same value, and `_id` is
 * marked deprecated in the API document: removing it would break earlier clients.
 */
export const legacyId = z.string().meta({ deprecated: true, description: 'The same as id; kept for earlier clients.' });

/** The fields of a shape that has always said `_id`: `id`, and `_id` kept beside it. */
export const idFields = { id: z.string(), _id: legacyId };

/** Both names of a thing's id, as an older answer shape holds them: the one place that fills them. */
export const idsOf = (id: string): { id: string; _id: string } => ({ id, _id: id });
