/**
 * What an expert may change of their profile after onboarding, checked by the wizard's own schemas
 * (./expert, ./expert-submission) so the edit shows the same messages for the same mistakes: the
 * personal info (the picture has its own update), the professional info with the hourly rate, and
 * a new mobile number, which is saved only with a fresh phone sign-in proving it.
 */
import { z } from 'zod';
import { personalInfoSchema, professionalInfoSchema } from './expert';
import { expertSubmissionSchema } from './expert-submission';

/** PUT /api/experts/me: every part of the profile but the picture and the phone. */
export const expertProfileEditSchema = personalInfoSchema.omit({ profilePicture: true }).extend({
  ...professionalInfoSchema.shape,
  hourlyRate: expertSubmissionSchema.shape.hourlyRate,
});
export type ExpertProfileEdit = z.input<typeof expertProfileEditSchema>;
export type ExpertProfileEditData = z.output<typeof expertProfileEditSchema>;

/** PUT /api/experts/me/phone: the new number with the Firebase ID token of its phone sign-in. */
export const expertPhoneChangeSchema = z.object({
  mobileNumber: expertSubmissionSchema.shape.mobileNumber,
  phoneIdToken: expertSubmissionSchema.shape.phoneIdToken,
});
export type ExpertPhoneChange = z.input<typeof expertPhoneChangeSchema>;
export type ExpertPhoneChangeData = z.output<typeof expertPhoneChangeSchema>;
