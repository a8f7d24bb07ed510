import { z } from 'zod';

/**
 * How a public review names its author (buyer spec, reviews): by first name and the initial of the
 * last ("Samuel C.") unless the author chooses their full name on the review form. Stored with the
 * review, so a later change of the account's name follows the same choice.
 */
export const REVIEW_NAME_CHOICES = ['initial', 'full'] as const;
export type ReviewNameChoice = (typeof REVIEW_NAME_CHOICES)[number];
export const DEFAULT_REVIEW_NAME_CHOICE: ReviewNameChoice = 'initial';

export const reviewNameChoiceSchema = z.enum(REVIEW_NAME_CHOICES);

/** "Samuel Cohen" as "Samuel C."; a one-word name stays whole. */
export function reviewAuthorName(name: string, choice: ReviewNameChoice): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (choice === 'full' || !first || !last || words.length < 2) return name.trim();
  const initial = Array.from(last)[0] ?? '';
  return `${first} ${initial.toLocaleUpperCase()}.`;
}
