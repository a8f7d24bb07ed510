/**
 * The expert profile: every wizard step's schema with the spec's messages (expert spec section 5).
 * The renderer validates each step with these before moving on; the server validates the whole
 * submission (./expert-submission) with the same schemas, so both show the same message for the same mistake.
 */
import { z } from 'zod';
import { isLanguage, languageLevels } from '../catalog/languages';
import { professionByName } from '../catalog/professions';
import {
  FIRST_YEAR,
  PRESENT,
  isYearRangeValid,
  skillExperiences,
  skillLevels,
} from '../catalog/skill-options';
import { skillByName } from '../catalog/skills';
import { softwareByName } from '../catalog/softwares';
import {
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  expertMessages as m,
  usernameProblem,
} from './expert-rules';

const text = (max = 120) => z.string().max(max);

const usernameSchema = z.string({ error: m.usernameRequired }).superRefine((value, ctx) => {
  const problem = usernameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A language row as the form holds it (either part may still be empty). */
const languageEntrySchema = z.object({ language: text(), languageExperience: text() });
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

/** Languages are kept only when both name and level are given; a repeated language keeps its last level. */
export function cleanLanguages(entries: readonly LanguageEntry[]): LanguageEntry[] {
  const byName = new Map<string, LanguageEntry>();
  for (const e of entries) {
    const language = e.language.trim();
    const languageExperience = e.languageExperience.trim();
    if (language && languageExperience) byName.set(language, { language, languageExperience });
  }
  return [...byName.values()];
}

const languagesSchema = z
  .array(languageEntrySchema, { error: m.languageRequired })
  .max(50)
  .transform(cleanLanguages)
  .superRefine((entries, ctx) => {
    if (entries.length === 0) ctx.addIssue({ code: 'custom', message: m.languageRequired });
    entries.forEach((e, i) => {
      if (!isLanguage(e.language))
        ctx.addIssue({ code: 'custom', message: m.unknownLanguage, path: [i, 'language'] });
      else if (!(languageLevels as readonly string[]).includes(e.languageExperience))
        ctx.addIssue({ code: 'custom', message: m.unknownLanguageLevel, path: [i, 'languageExperience'] });
    });
  });

const nonBlank = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Step 1, Personal Info. */
export const personalInfoSchema = z.object({
  firstName: nonBlank(m.fullNameRequired, NAME_PART_MAX_LENGTH, m.nameTooLong),
  lastName: nonBlank(m.fullNameRequired, NAME_PART_MAX_LENGTH, m.nameTooLong),
  displayName: nonBlank(m.displayNameRequired, DISPLAY_NAME_MAX_LENGTH, m.displayNameTooLong),
  userName: usernameSchema,
  profilePicture: z
    .string({ error: m.profilePictureRequired })
    .trim()
    .min(1, m.profilePictureRequired)
    .max(500, m.profilePictureRequired),
  description: z
    .string({ error: m.bioMinimum })
    .max(BIO_MAX_LENGTH * 2, m.bioMinimum)
    .refine((d) => {
      const length = d.trim().length;
      return length >= BIO_MIN_LENGTH && length <= BIO_MAX_LENGTH;
    }, m.bioMinimum)
    .transform((d) => d.trim()),
  languages: languagesSchema,
});

/** The years a profession row offers: 1980 to next year ('Present' is also allowed for To). */
function isSelectableYear(year: string, now: Date = new Date()): boolean {
  if (!/^\d{4}$/.test(year)) return false;
  const n = Number(year);
  return n >= FIRST_YEAR && n <= now.getUTCFullYear() + 1;
}

const professionRowSchema = z
  .object({
    profession: text(),
    fromYear: text(8),
    toYear: text(8),
    professionSpecialties: z.array(text()).max(20),
  })
  .superRefine((row, ctx) => {
    if (!row.profession || !row.fromYear || !row.toYear) {
      ctx.addIssue({ code: 'custom', message: m.professionRequired });
      return;
    }
    const profession = professionByName(row.profession);
    if (!profession) {
      ctx.addIssue({ code: 'custom', message: m.unknownProfession, path: ['profession'] });
      return;
    }
    if (!isSelectableYear(row.fromYear) || (row.toYear !== PRESENT && !isSelectableYear(row.toYear))) {
      ctx.addIssue({ code: 'custom', message: m.yearOutOfRange, path: ['fromYear'] });
      return;
    }
    if (!isYearRangeValid(row.fromYear, row.toYear))
      ctx.addIssue({ code: 'custom', message: m.yearOrder, path: ['toYear'] });
    if (row.professionSpecialties.some((s) => !profession.specialities.includes(s)))
      ctx.addIssue({ code: 'custom', message: m.unknownSpeciality, path: ['professionSpecialties'] });
  });
export type ProfessionRow = z.input<typeof professionRowSchema>;

const skillEntrySchema = z
  .object({ skill: text(), skillLevel: text(), experience: text(), subSkills: z.array(text()).max(50) })
  .superRefine((s, ctx) => {
    if (!s.skill || !s.skillLevel || !s.experience) {
      ctx.addIssue({ code: 'custom', message: m.skillIncomplete });
      return;
    }
    const known = skillByName(s.skill);
    if (!known || known.name !== s.skill) {
      ctx.addIssue({ code: 'custom', message: m.unknownSkill, path: ['skill'] });
      return;
    }
    if (
      !(skillLevels as readonly string[]).includes(s.skillLevel) ||
      !(skillExperiences as readonly string[]).includes(s.experience)
    )
      ctx.addIssue({ code: 'custom', message: m.skillIncomplete });
    if (s.subSkills.some((sub) => !known.subSkills.includes(sub)))
      ctx.addIssue({ code: 'custom', message: m.unknownSubSkill, path: ['subSkills'] });
  });
export type SkillEntry = z.input<typeof skillEntrySchema>;

/** Step 2, Professional Info. */
export const professionalInfoSchema = z.object({
  profession: z
    .array(professionRowSchema, { error: m.professionRequired })
    .min(1, m.professionRequired)
    .max(20),
  skills: z
    .array(skillEntrySchema, { error: m.skillRequired })
    .min(1, m.skillRequired)
    .max(30)
    .refine((list) => new Set(list.map((s) => s.skill)).size === list.length, m.duplicateSkill),
  softwares: z
    .array(text(), { error: m.softwareRequired })
    .min(1, m.softwareRequired)
    .max(50)
    .transform((list) => [...new Set(list)])
    .refine((list) => list.every((s) => softwareByName(s)?.name === s), m.unknownSoftware),
});

/** The national part of a mobile number: digits only. */
const nationalNumberSchema = z
  .string()
  .regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`), m.phoneDigits);

/** The mobile number as the form holds it; `verified` and `step` are the modal's, never trusted by the server. */
export const mobileNumberSchema = z.object(
  {
    country: text(),
    countryCode: text(8),
    number: nationalNumberSchema,
    verified: z.boolean().optional(),
    step: z.enum(['enterPhone', 'enterOtp', 'verified']).optional(),
  },
  { error: m.verifyMobile },
);
export type MobileNumber = z.infer<typeof mobileNumberSchema>;

/** What the hosted verification page posts to a phone session: the number and its Firebase ID token. */
export const phoneSessionTokenSchema = z.object({
  country: text(),
  countryCode: text(8),
  number: nationalNumberSchema,
  idToken: z.string({ error: m.verifyMobile }).min(1, m.verifyMobile).max(8192, m.verifyMobile),
});
export type PhoneSessionToken = z.infer<typeof phoneSessionTokenSchema>;

/** Step 3 as the client checks it before Finish: a number verified in the phone modal. */
export const accountSecuritySchema = z.object({
  mobileNumber: z
    .object({ number: z.string(), verified: z.boolean().optional() })
    .refine((v) => v.number !== '' && v.verified === true, m.verifyMobile),
  phoneIdToken: z.string({ error: m.verifyMobile }).min(1, m.verifyMobile),
});

/** The first message per top-level field ('languages', 'profession', …) of a failed check. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
