import { z } from 'zod';
import { gigSubCategoriesOf, isGigCategory, isGigSubCategory } from '../catalog/gig-categories';
import { softwares as softwareCatalog } from '../catalog/softwares';
import { PRICING_REQUIRED_MESSAGE, pricingSchema } from './gig-pricing';
import { english } from '#shared/i18n/english';

/**
 * A gig (expert-side spec sections 3, 5 and 9): its rules, limits and messages, shared by the
 * wizard and the API. The 15-character and 4-word title rules are hints only: they show
 * messages but block neither the wizard nor the API.
 */
export const GIG_TITLE_MAX = 80;
const GIG_TITLE_MIN_CHARS = 15;
const GIG_TITLE_MIN_WORDS = 4;
export const GIG_TAGS_MIN = 4;
/** Not in the spec: ceilings that keep a gig readable. */
export const GIG_TAGS_MAX = 10;
export const GIG_TAG_MAX_LENGTH = 40;
export const GIG_SOFTWARES_MAX = 10;
export const GIG_DESCRIPTION_MAX = 1200;
export const GIG_GALLERY_MAX = 2;
const GIG_URL_MAX_LENGTH = 300;

export const TITLE_REQUIRED_MESSAGE = english('messages:gig.titleRequired');
const TITLE_MIN_CHARS_MESSAGE = english('messages:gig.titleMinChars');
const TITLE_MIN_WORDS_MESSAGE = english('messages:gig.titleMinWords');
const TITLE_TOO_LONG_MESSAGE = english('messages:gig.titleTooLong', { max: GIG_TITLE_MAX });
export const TITLE_HINT = english('messages:gig.titleHint');
export const CATEGORY_REQUIRED_MESSAGE = english('messages:gig.categoryRequired');
export const SUB_CATEGORY_REQUIRED_MESSAGE = english('messages:gig.subCategoryRequired');
const UNKNOWN_CATEGORY_MESSAGE = english('messages:gig.unknownCategory');
const UNKNOWN_SUB_CATEGORY_MESSAGE = english('messages:gig.unknownSubCategory');
export const SOFTWARE_REQUIRED_MESSAGE = english('messages:gig.softwareRequired');
const UNKNOWN_SOFTWARE_MESSAGE = english('messages:gig.unknownSoftware');
const SOFTWARES_TOO_MANY_MESSAGE = english('messages:gig.softwaresTooMany', { max: GIG_SOFTWARES_MAX });
const DUPLICATE_SOFTWARE_MESSAGE = english('messages:gig.duplicateSoftware');
export const TAGS_REQUIRED_MESSAGE = english('messages:gig.tagsRequired');
const TAGS_TOO_MANY_MESSAGE = english('messages:gig.tagsTooMany', { max: GIG_TAGS_MAX });
const TAG_EMPTY_MESSAGE = english('messages:gig.tagEmpty');
const TAG_TOO_LONG_MESSAGE = english('messages:gig.tagTooLong', { max: GIG_TAG_MAX_LENGTH });
const DUPLICATE_TAG_MESSAGE = english('messages:gig.duplicateTag');
export const DESCRIPTION_REQUIRED_MESSAGE = english('messages:gig.descriptionRequired');
export const DESCRIPTION_TOO_LONG_MESSAGE = english('messages:gig.descriptionTooLong', { max: GIG_DESCRIPTION_MAX });
export const GALLERY_REQUIRED_MESSAGE = english('messages:gig.galleryRequired');
const GALLERY_TOO_MANY_MESSAGE = english('messages:gig.galleryTooMany', { max: GIG_GALLERY_MAX });
export const GALLERY_NOT_YOURS_MESSAGE = english('messages:gig.galleryNotYours');
const GALLERY_DUPLICATE_MESSAGE = english('messages:gig.galleryDuplicate');
const NOTHING_TO_UPDATE_MESSAGE = english('messages:gig.nothingToUpdate');
const ACTIVE_FLAG_MESSAGE = 'active must be true or false';


const softwareNames = new Set(softwareCatalog.map((s) => s.name));
const isCatalogSoftware = (name: string): boolean => softwareNames.has(name);

const unique = (values: readonly string[], key: (v: string) => string = (v) => v) =>
  new Set(values.map(key)).size === values.length;

/** Words of a title as the 4-word rule counts them. */
export const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

/** The title's non-blocking messages (15 characters, 4 words), in the order the spec lists them. */
export function titleHints(title: string): string[] {
  const trimmed = title.trim();
  if (trimmed === '') return [];
  const hints: string[] = [];
  if (trimmed.length < GIG_TITLE_MIN_CHARS) hints.push(TITLE_MIN_CHARS_MESSAGE);
  if (wordCount(trimmed) < GIG_TITLE_MIN_WORDS) hints.push(TITLE_MIN_WORDS_MESSAGE);
  return hints;
}

const gigFieldSchemas = {
  title: z.string({ error: TITLE_REQUIRED_MESSAGE }).trim().min(1, TITLE_REQUIRED_MESSAGE).max(GIG_TITLE_MAX, TITLE_TOO_LONG_MESSAGE),
  category: z
    .string({ error: CATEGORY_REQUIRED_MESSAGE })
    .trim()
    .min(1, CATEGORY_REQUIRED_MESSAGE)
    .refine(isGigCategory, UNKNOWN_CATEGORY_MESSAGE),
  subCategory: z.string({ error: SUB_CATEGORY_REQUIRED_MESSAGE }).trim().min(1, SUB_CATEGORY_REQUIRED_MESSAGE),
  softwares: z
    .array(z.string().refine(isCatalogSoftware, UNKNOWN_SOFTWARE_MESSAGE), { error: SOFTWARE_REQUIRED_MESSAGE })
    .min(1, SOFTWARE_REQUIRED_MESSAGE)
    .max(GIG_SOFTWARES_MAX, SOFTWARES_TOO_MANY_MESSAGE)
    .refine((v) => unique(v), DUPLICATE_SOFTWARE_MESSAGE),
  tags: z
    .array(z.string().trim().min(1, TAG_EMPTY_MESSAGE).max(GIG_TAG_MAX_LENGTH, TAG_TOO_LONG_MESSAGE), {
      error: TAGS_REQUIRED_MESSAGE,
    })
    .min(GIG_TAGS_MIN, TAGS_REQUIRED_MESSAGE)
    .max(GIG_TAGS_MAX, TAGS_TOO_MANY_MESSAGE)
    .refine((v) => unique(v, (t) => t.trim().toLowerCase()), DUPLICATE_TAG_MESSAGE),
  description: z
    .string({ error: DESCRIPTION_REQUIRED_MESSAGE })
    .trim()
    .min(1, DESCRIPTION_REQUIRED_MESSAGE)
    .max(GIG_DESCRIPTION_MAX, DESCRIPTION_TOO_LONG_MESSAGE),
  gallery: z
    .array(z.string().min(1, GALLERY_REQUIRED_MESSAGE).max(GIG_URL_MAX_LENGTH, GALLERY_NOT_YOURS_MESSAGE), {
      error: GALLERY_REQUIRED_MESSAGE,
    })
    .min(1, GALLERY_REQUIRED_MESSAGE)
    .max(GIG_GALLERY_MAX, GALLERY_TOO_MANY_MESSAGE)
    .refine((v) => unique(v), GALLERY_DUPLICATE_MESSAGE),
  pricing: pricingSchema,
};
type GigField = keyof typeof gigFieldSchemas;
const GIG_FIELDS = Object.keys(gigFieldSchemas) as GigField[];

const REQUIRED_MESSAGES: Record<GigField, string> = {
  title: TITLE_REQUIRED_MESSAGE,
  category: CATEGORY_REQUIRED_MESSAGE,
  subCategory: SUB_CATEGORY_REQUIRED_MESSAGE,
  softwares: SOFTWARE_REQUIRED_MESSAGE,
  tags: TAGS_REQUIRED_MESSAGE,
  description: DESCRIPTION_REQUIRED_MESSAGE,
  gallery: GALLERY_REQUIRED_MESSAGE,
  pricing: PRICING_REQUIRED_MESSAGE,
};

/** The subcategory must belong to the category (both from the catalogue). */
function checkCategoryPair(value: { category?: string; subCategory?: string }, ctx: z.RefinementCtx): void {
  const category = value.category?.trim();
  const sub = value.subCategory?.trim();
  if (!category || !sub || !isGigCategory(category)) return;
  if (!isGigSubCategory(category, sub)) {
    ctx.addIssue({ code: 'custom', path: ['subCategory'], message: UNKNOWN_SUB_CATEGORY_MESSAGE });
  }
}

/** The body of POST /api/gigs: a whole gig. */
export const gigInputSchema = z.object(gigFieldSchemas).superRefine(checkCategoryPair);
export type GigInput = z.infer<typeof gigInputSchema>;

/**
 * The body of PUT /api/gigs/:id: `{ active }` to toggle the gig, or the whole gig (with or without
 * `active`) to edit it. A partial gig is refused with the message of each missing field.
 */
export const gigUpdateSchema = z
  .object({ ...z.object(gigFieldSchemas).partial().shape, active: z.boolean({ error: ACTIVE_FLAG_MESSAGE }).optional() })
  .superRefine((value, ctx) => {
    const present = GIG_FIELDS.filter((f) => value[f] !== undefined);
    if (present.length === 0 && value.active === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: NOTHING_TO_UPDATE_MESSAGE });
      return;
    }
    if (present.length > 0) {
      for (const field of GIG_FIELDS) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_MESSAGES[field] });
      }
    }
    checkCategoryPair(value, ctx);
  });
export type GigUpdate = z.infer<typeof gigUpdateSchema>;

/** True when an update carries the whole gig (an edit) rather than only the active flag. */
export function isGigEdit(update: GigUpdate): update is GigUpdate & GigInput {
  return GIG_FIELDS.every((f) => update[f] !== undefined);
}

/** Subcategories offered for a category in the wizard. */
export const subCategoriesFor = (category: string): readonly string[] => gigSubCategoriesOf(category);
