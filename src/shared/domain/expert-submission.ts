/**
 * The body of POST /api/experts: a whole expert profile (every wizard step of ./expert, checked
 * together with the country and the phone's Firebase ID token), or an expert's picture update.
 */
import { z } from 'zod';
import { countryByName } from '../catalog/countries';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN, expertMessages as m } from './expert-rules';
import { mobileNumberSchema, personalInfoSchema, professionalInfoSchema } from './expert';

const countrySchema = mobileNumberSchema.superRefine((v, ctx) => {
  const country = countryByName(v.country);
  if (!country || country.dialCode !== v.countryCode)
    ctx.addIssue({ code: 'custom', message: m.unknownCountry, path: ['country'] });
});

/** POST /api/experts, creating the profile: every step, plus the Firebase ID token of the phone sign-in. */
export const expertSubmissionSchema = personalInfoSchema.extend({
  ...professionalInfoSchema.shape,
  mobileNumber: countrySchema,
  phoneIdToken: z.string({ error: m.verifyMobile }).min(1, m.verifyMobile).max(8192, m.verifyMobile),
  strengths: z.array(z.string().max(60)).max(20).default([]),
  packages: z.array(z.unknown()).max(10).optional(),
  hourlyRate: z
    .number({ error: m.hourlyRateInvalid })
    .int(m.hourlyRateInvalid)
    .min(HOURLY_RATE_MIN, m.hourlyRateInvalid)
    .max(HOURLY_RATE_MAX, m.hourlyRateInvalid)
    .nullable()
    .optional(),
});
export type ExpertSubmission = z.input<typeof expertSubmissionSchema>;
export type ExpertSubmissionData = z.output<typeof expertSubmissionSchema>;

/** POST /api/experts from an expert with only { profilePicture }: updates the picture. */
export const pictureUpdateSchema = z.strictObject({
  profilePicture: z
    .string({ error: m.profilePictureRequired })
    .trim()
    .min(1, m.profilePictureRequired)
    .max(500, m.profilePictureRequired),
});
export type PictureUpdate = z.infer<typeof pictureUpdateSchema>;

/** A body with only `profilePicture` is a picture update; anything else is a full submission. */
export function isPictureUpdate(v: unknown): v is PictureUpdate {
  return typeof v === 'object' && v !== null && Object.keys(v).length === 1 && 'profilePicture' in v;
}

/**
 * The body of POST /api/experts: either a picture update or a full submission, each checked by its
 * own schema so the messages stay the spec's (a plain union would only say "Invalid input").
 * The output has the input's shape, so the client may send what it parsed.
 */
export const expertPostBodySchema = z
  .custom<ExpertSubmission | PictureUpdate>(() => true)
  .transform((value, ctx): ExpertSubmissionData | PictureUpdate => {
    const parsed = isPictureUpdate(value)
      ? pictureUpdateSchema.safeParse(value)
      : expertSubmissionSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  });
