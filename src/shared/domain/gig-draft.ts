import {
  CATEGORY_REQUIRED_MESSAGE,
  DESCRIPTION_REQUIRED_MESSAGE,
  DESCRIPTION_TOO_LONG_MESSAGE,
  GALLERY_REQUIRED_MESSAGE,
  GIG_DESCRIPTION_MAX,
  GIG_GALLERY_MAX,
  GIG_TAG_MAX_LENGTH,
  GIG_TAGS_MAX,
  GIG_TAGS_MIN,
  GIG_TITLE_MAX,
  SOFTWARE_REQUIRED_MESSAGE,
  SUB_CATEGORY_REQUIRED_MESSAGE,
  TAGS_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE,
  titleHints,
  type GigInput,
} from './gig';
import {
  PRICING_TIERS,
  coerceCredits,
  emptyPricingDraft,
  pricingToInput,
  type PackageDraft,
  type PricingDraft,
} from './gig-pricing';

/**
 * The gig wizard's form (spec section 3, "Gig draft"): what the expert has typed so far, kept
 * locally on every change and merged over the defaults on load. `isPublished` is the draft's
 * name for the gig's active flag.
 */
export interface GigDraft {
  title: string;
  category: string;
  subCategory: string;
  softwares: string[];
  tags: string[];
  description: string;
  gallery: string[];
  pricing: PricingDraft;
  isPublished: boolean;
}

export const emptyGigDraft = (): GigDraft => ({
  title: '',
  category: '',
  subCategory: '',
  softwares: [],
  tags: [],
  description: '',
  gallery: [],
  pricing: emptyPricingDraft(),
  isPublished: false,
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const texts = (v: unknown, fallback: string[]): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback;

function mergePackage(stored: unknown, base: PackageDraft): PackageDraft {
  if (!isRecord(stored)) return base;
  return {
    title: text(stored.title, base.title),
    description: text(stored.description, base.description),
    credits: 'credits' in stored ? coerceCredits(stored.credits) : base.credits,
    sessionTime: text(stored.sessionTime, base.sessionTime),
    extraTime: text(stored.extraTime, base.extraTime),
    numberOfSessions: text(stored.numberOfSessions, base.numberOfSessions),
  };
}

/** A stored draft (any shape, possibly from an older version) merged over `base`, field by field. */
export function mergeGigDraft(stored: unknown, base: GigDraft = emptyGigDraft()): GigDraft {
  if (!isRecord(stored)) return base;
  const pricing = isRecord(stored.pricing) ? stored.pricing : {};
  return {
    title: text(stored.title, base.title).slice(0, GIG_TITLE_MAX),
    category: text(stored.category, base.category),
    subCategory: text(stored.subCategory, base.subCategory),
    softwares: texts(stored.softwares, base.softwares),
    tags: texts(stored.tags, base.tags),
    description: text(stored.description, base.description).slice(0, GIG_DESCRIPTION_MAX),
    gallery: texts(stored.gallery, base.gallery).slice(0, GIG_GALLERY_MAX),
    pricing: Object.fromEntries(
      PRICING_TIERS.map((tier) => [tier, mergePackage(pricing[tier], base.pricing[tier])]),
    ) as PricingDraft,
    isPublished: typeof stored.isPublished === 'boolean' ? stored.isPublished : base.isPublished,
  };
}

/** A saved gig (the API's answer has these fields) as a draft, for the edit wizard. */
export function gigToDraft(gig: GigInput & { active: boolean }): GigDraft {
  return mergeGigDraft({ ...gig, isPublished: gig.active });
}

/** The draft as the body of POST /api/gigs (and of PUT when editing). */
export function gigDraftToInput(draft: GigDraft) {
  return {
    title: draft.title,
    category: draft.category,
    subCategory: draft.subCategory,
    softwares: draft.softwares,
    tags: draft.tags,
    description: draft.description,
    gallery: draft.gallery,
    pricing: pricingToInput(draft.pricing),
  };
}

type OverviewField = 'title' | 'category' | 'subCategory' | 'softwares' | 'tags';

/** Every message of the overview step, including the title's non-blocking hints. */
export function overviewErrors(draft: GigDraft): Partial<Record<OverviewField, string>> {
  const errors: Partial<Record<OverviewField, string>> = {};
  const title = draft.title.trim() === '' ? TITLE_REQUIRED_MESSAGE : titleHints(draft.title)[0];
  if (title) errors.title = title;
  if (draft.category.trim() === '') errors.category = CATEGORY_REQUIRED_MESSAGE;
  if (draft.subCategory.trim() === '') errors.subCategory = SUB_CATEGORY_REQUIRED_MESSAGE;
  if (draft.softwares.length === 0) errors.softwares = SOFTWARE_REQUIRED_MESSAGE;
  if (draft.tags.length < GIG_TAGS_MIN) errors.tags = TAGS_REQUIRED_MESSAGE;
  return errors;
}

/** Continue (step 1 to 2) is blocked only when the title is empty, there are no tags, or category, subcategory or software is missing. */
export function isOverviewBlocked(draft: GigDraft): boolean {
  return (
    draft.title.trim() === '' ||
    draft.tags.length === 0 ||
    draft.category.trim() === '' ||
    draft.subCategory.trim() === '' ||
    draft.softwares.length === 0
  );
}

/** Description step: only an empty or blank text is refused. */
export function descriptionError(description: string): string | null {
  if (description.trim() === '') return DESCRIPTION_REQUIRED_MESSAGE;
  return description.length > GIG_DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG_MESSAGE : null;
}

export function galleryError(gallery: readonly string[]): string | null {
  return gallery.length === 0 ? GALLERY_REQUIRED_MESSAGE : null;
}

/**
 * Adds what was typed in the tag input (Enter or comma): split on commas, trimmed, empty and
 * duplicate (case-insensitive) tags ignored, long tags cut, at most GIG_TAGS_MAX in all.
 */
export function addTags(tags: readonly string[], typed: string): string[] {
  const next = [...tags];
  for (const raw of typed.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, GIG_TAG_MAX_LENGTH);
    if (tag === '' || next.length >= GIG_TAGS_MAX) continue;
    if (next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
    next.push(tag);
  }
  return next;
}
