import { z } from 'zod';
import { gigSubCategoriesOf, isGigCategory, isGigSubCategory } from '../catalog/gig-categories';
import { softwares as softwareCatalog } from '../catalog/softwares';
import { PRICING_REQUIRED_MESSAGE, pricingSchema } from './gig-pricing';

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

export const TITLE_REQUIRED_MESSAGE = 'Title is required';
const TITLE_MIN_CHARS_MESSAGE = 'Title must be at least 15 characters';
const TITLE_MIN_WORDS_MESSAGE = 'Title must have at least 4 words';
const TITLE_TOO_LONG_MESSAGE = `Title must be at most ${GIG_TITLE_MAX} characters`;
export const TITLE_HINT = 'Use letters and numbers only.';
export const CATEGORY_REQUIRED_MESSAGE = 'Gig category is required';
export const SUB_CATEGORY_REQUIRED_MESSAGE = 'Gig sub category is required';
const UNKNOWN_CATEGORY_MESSAGE = 'Choose a category from the list';
const UNKNOWN_SUB_CATEGORY_MESSAGE = 'Choose a sub category of the selected category';
export const SOFTWARE_REQUIRED_MESSAGE = 'Atleast one software is required';
const UNKNOWN_SOFTWARE_MESSAGE = 'Choose softwares from the list';
const SOFTWARES_TOO_MANY_MESSAGE = `At most ${GIG_SOFTWARES_MAX} softwares`;
const DUPLICATE_SOFTWARE_MESSAGE = 'Each software may be listed once';
export const TAGS_REQUIRED_MESSAGE = 'Atleast 4 tags are required';
const TAGS_TOO_MANY_MESSAGE = `At most ${GIG_TAGS_MAX} tags`;
const TAG_EMPTY_MESSAGE = 'Tags cannot be empty';
const TAG_TOO_LONG_MESSAGE = `Each tag must be at most ${GIG_TAG_MAX_LENGTH} characters`;
const DUPLICATE_TAG_MESSAGE = 'Each tag may be added once';
export const DESCRIPTION_REQUIRED_MESSAGE = 'Minimum 200 words of description is mandatory.';
export const DESCRIPTION_TOO_LONG_MESSAGE = `Description must be at most ${GIG_DESCRIPTION_MAX} characters`;
export const GALLERY_REQUIRED_MESSAGE = 'Atleast one thumbnail is mandatory.';
const GALLERY_TOO_MANY_MESSAGE = `At most ${GIG_GALLERY_MAX} images`;
export const GALLERY_NOT_YOURS_MESSAGE = 'Use images you uploaded to your gallery.';
const GALLERY_DUPLICATE_MESSAGE = 'Each image may be used once';
const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update.';
const ACTIVE_FLAG_MESSAGE = 'active must be true or false';

export const GIG_CREATED_MESSAGE = 'Gig Created!';
export const GIG_DELETED_MESSAGE = 'Gig deleted.';
export const GIG_NOT_FOUND_MESSAGE = 'Gig not found.';

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
