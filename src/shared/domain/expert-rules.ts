/**
 * The expert onboarding's rules and limits with their field messages (expert spec sections 5 and 9).
 * ./expert builds the step schemas from them; the flow's other texts are in ./expert-texts.
 */
import { englishOnboardingText as m } from '#shared/i18n/english-onboarding';

export const BIO_MIN_LENGTH = 150;
export const BIO_MAX_LENGTH = 650;
export const NAME_PART_MAX_LENGTH = 50;
export const DISPLAY_NAME_MAX_LENGTH = 50;
const USERNAME_MIN_LENGTH = 3;
/** Not in the spec: a bound so a username fits a URL segment and a profile card. */
export const USERNAME_MAX_LENGTH = 30;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALIDITY_SECONDS = 900;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 15;

/**
 * Not in the spec: the bounds of the hourly rate, in whole credits like every other price (1 credit =
 * ₹10; the search's rate buckets are in credits too, ./search). 10,000 credits (₹100,000) an hour
 * holds every rate set in dollars before (at most $1,000, 8,000 credits: migration 1050).
 */
export const HOURLY_RATE_MIN = 1;
export const HOURLY_RATE_MAX = 10_000;

/** Field messages, exactly as the spec words them (their texts: the onboarding catalogue, src/shared/locales/<lng>/onboarding.ts). */
export const expertMessages = {
  fullNameRequired: m('onboarding:fullNameRequired'),
  displayNameRequired: m('onboarding:displayNameRequired'),
  usernameRequired: m('onboarding:usernameRequired'),
  profilePictureRequired: m('onboarding:profilePictureRequired'),
  bioMinimum: m('onboarding:bioMinimum'),
  languageRequired: m('onboarding:languageRequired'),
  professionRequired: m('onboarding:professionRequired'),
  skillRequired: m('onboarding:skillRequired'),
  softwareRequired: m('onboarding:softwareRequired'),
  verifyMobile: m('onboarding:verifyMobile'),
  usernameTooShort: m('onboarding:usernameTooShort'),
  usernameInvalid: m('onboarding:usernameInvalid'),
  usernameAvailable: m('onboarding:usernameAvailable'),
  usernameTaken: m('onboarding:usernameTaken'),
  usernameError: m('onboarding:usernameError'),
  // Not worded by the spec (the client never lets these happen; the server still checks them).
  usernameTooLong: m('onboarding:usernameTooLong', { max: USERNAME_MAX_LENGTH }),
  nameTooLong: m('onboarding:nameTooLong', { max: NAME_PART_MAX_LENGTH }),
  displayNameTooLong: m('onboarding:displayNameTooLong', { max: DISPLAY_NAME_MAX_LENGTH }),
  unknownLanguage: m('onboarding:unknownLanguage'),
  unknownLanguageLevel: m('onboarding:unknownLanguageLevel'),
  unknownProfession: m('onboarding:unknownProfession'),
  unknownSpeciality: m('onboarding:unknownSpeciality'),
  yearOutOfRange: m('onboarding:yearOutOfRange'),
  yearOrder: m('onboarding:yearOrder'),
  skillIncomplete: m('onboarding:skillIncomplete'),
  unknownSkill: m('onboarding:unknownSkill'),
  unknownSubSkill: m('onboarding:unknownSubSkill'),
  duplicateSkill: m('onboarding:duplicateSkill'),
  unknownSoftware: m('onboarding:unknownSoftware'),
  unknownCountry: m('onboarding:unknownCountry'),
  phoneDigits: m('onboarding:phoneDigits'),
  otpFormat: m('onboarding:otpFormat'),
  hourlyRateInvalid: m('onboarding:hourlyRateInvalid', { min: HOURLY_RATE_MIN, max: HOURLY_RATE_MAX }),
} as const;

/** The hourly rate typed in step 2: '' is none (it is optional); otherwise whole credits within the bounds. */
export function hourlyRateOf(text: string): { ok: true; value: number | null } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  const n = Number(t);
  return /^\d{1,7}$/.test(t) && n >= HOURLY_RATE_MIN && n <= HOURLY_RATE_MAX
    ? { ok: true, value: n }
    : { ok: false, message: expertMessages.hourlyRateInvalid };
}

/** Letters or digits at both ends; letters, digits, '.' and '_' inside; never two of '.'/'_' in a row. */
const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9]|[._](?=[A-Za-z0-9]))*$/;

/** What is wrong with a username, as the live check words it, or null when it follows the rule. */
export function usernameProblem(userName: string): string | null {
  if (userName.length === 0) return expertMessages.usernameRequired;
  if (userName.length < USERNAME_MIN_LENGTH) return expertMessages.usernameTooShort;
  if (userName.length > USERNAME_MAX_LENGTH) return expertMessages.usernameTooLong;
  if (!USERNAME_PATTERN.test(userName)) return expertMessages.usernameInvalid;
  return null;
}

export function isValidUsername(userName: string): boolean {
  return usernameProblem(userName) === null;
}

/**
 * Alternatives for a taken username: a random number 0 to 999, 'official', and the last three
 * digits of the time appended. Only those that follow the rule (and differ) are returned.
 */
export function usernameSuggestions(
  base: string,
  random: () => number = Math.random,
  nowMs: number = Date.now(),
): string[] {
  const stem = base.slice(0, USERNAME_MAX_LENGTH - 8);
  const candidates = [
    `${stem}${Math.floor(random() * 1000)}`,
    `${stem}official`,
    `${stem}${String(Math.floor(nowMs) % 1000).padStart(3, '0')}`,
  ];
  return [...new Set(candidates)].filter((c) => c !== base && isValidUsername(c));
}

/** The digits of a typed phone number (non-digits are stripped as the user types). */
export function phoneDigits(input: string): string {
  return input.replace(/\D+/g, '').slice(0, PHONE_MAX_DIGITS);
}

/** E.164 form of a dial code and national number: '+91' and '98765 43210' give '+919876543210'. */
export function e164(countryCode: string, number: string): string {
  return `+${phoneDigits(countryCode)}${phoneDigits(number)}`;
}

/** How long the hosted verification page may take (the OTP's own validity). */
export const PHONE_SESSION_SECONDS = OTP_VALIDITY_SECONDS;
