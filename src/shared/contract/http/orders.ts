import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/orders';
import { idFields } from './ids';

/** One row of the orders table: Expert, Skill, Date, Status, Amount (in credits); a booking answer extends it. */
export const orderRowSchema = z.object({
  ...idFields,
  expert: z.object({ userName: z.string(), displayName: z.string(), profilePicture: z.string().nullable() }),
  skill: z.string(),
  /** ISO-8601 UTC time of the session. */
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Price paid, in credits. */
  amount: z.number().nonnegative(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;
