import { atom } from 'jotai';
import { z } from 'zod';
import { defaultCountry } from '#shared/catalog/countries';
import type { LanguageEntry, MobileNumber, ProfessionRow, SkillEntry } from '#shared/domain/expert';
import { DISPLAY_NAME_MAX_LENGTH } from '#shared/domain/expert-rules';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { EXPERT_FORM_KEYS, removeStoredKeys, resetOnSignOut } from './user-drafts';

/**
 * The one form of the become-expert wizard (expert spec section 3), shared by all its steps and
 * kept in local storage on every change so a reload loses nothing. It remembers whose it is: a
 * different user signing in on the same device starts from an empty form.
 */
export interface ExpertForm {
  ownerId: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  userName: string;
  profilePicture: string;
  description: string;
  languages: LanguageEntry[];
  profession: ProfessionRow[];
  skills: SkillEntry[];
  /** The skill being added or edited (an edited row leaves the list while it is here). */
  skillDraft: SkillEntry | null;
  softwares: string[];
  /** Whole credits as typed in step 2 ('' when not given). */
  hourlyRate: string;
  strengths: string[];
  mobileNumber: Required<MobileNumber>;
  /** The Firebase ID token of the phone sign-in; the server verifies it. */
  phoneIdToken: string;
}

export const emptyProfessionRow = (): ProfessionRow => ({ profession: '', fromYear: '', toYear: '', professionSpecialties: [] });
export const emptySkill = (): SkillEntry => ({ skill: '', skillLevel: '', experience: '', subSkills: [] });

export const emptyMobileNumber = (): Required<MobileNumber> => ({
  country: defaultCountry.name,
  countryCode: defaultCountry.dialCode ?? '+91',
  number: '',
  verified: false,
  step: 'enterPhone',
});

export function emptyExpertForm(ownerId: string | null = null): ExpertForm {
  return {
    ownerId,
    firstName: '',
    lastName: '',
    displayName: '',
    userName: '',
    profilePicture: '',
    description: '',
    languages: [],
    profession: [emptyProfessionRow()],
    skills: [],
    skillDraft: null,
    softwares: [],
    hourlyRate: '',
    strengths: [],
    mobileNumber: emptyMobileNumber(),
    phoneIdToken: '',
  };
}

const str = z.string().catch('');
const strings = z.array(z.string()).catch([]);
const skill = z.object({ skill: str, skillLevel: str, experience: str, subSkills: strings });
const storedFormSchema = z.object({
  ownerId: z.string().nullable().catch(null),
  firstName: str,
  lastName: str,
  displayName: str,
  userName: str,
  profilePicture: str,
  description: str,
  languages: z.array(z.object({ language: str, languageExperience: str })).catch([]),
  profession: z
    .array(z.object({ profession: str, fromYear: str, toYear: str, professionSpecialties: strings }))
    .min(1)
    .catch([emptyProfessionRow()]),
  skills: z.array(skill).catch([]),
  skillDraft: skill.nullable().catch(null),
  softwares: strings,
  hourlyRate: str,
  strengths: strings,
  mobileNumber: z
    .object({
      country: str,
      countryCode: str,
      number: str,
      verified: z.boolean().catch(false),
      step: z.enum(['enterPhone', 'enterOtp', 'verified']).catch('enterPhone'),
    })
    .catch(emptyMobileNumber()),
  phoneIdToken: str,
});

/** The stored form, merged over the empty one; anything unreadable falls back to empty. */
export function readStoredExpertForm(): ExpertForm {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.expertForm);
    if (raw === null) return emptyExpertForm();
    const parsed = storedFormSchema.safeParse({ ...emptyExpertForm(), ...(JSON.parse(raw) as object) });
    return parsed.success ? parsed.data : emptyExpertForm();
  } catch {
    return emptyExpertForm();
  }
}

function store(form: ExpertForm): void {
  try {
    localStorage.setItem(STORAGE_KEYS.expertForm, JSON.stringify(form));
  } catch {
    // Storage full or unavailable: the form still lives in memory.
  }
}

const expertFormBaseAtom = atom<ExpertForm>(readStoredExpertForm());

export type ExpertFormUpdate = Partial<ExpertForm> | ((form: ExpertForm) => ExpertForm);

/** The wizard's form; every write is persisted. A partial object is merged in. */
export const expertFormAtom = atom(
  (get) => get(expertFormBaseAtom),
  (get, set, update: ExpertFormUpdate) => {
    const current = get(expertFormBaseAtom);
    const next = typeof update === 'function' ? update(current) : { ...current, ...update };
    set(expertFormBaseAtom, next);
    store(next);
  },
);

/**
 * Starts a form for the signed-in user when the stored one belongs to someone else: empty but for
 * the display name and username, prefilled from sign-up (the name and the account's username).
 */
export const claimExpertFormAtom = atom(null, (get, set, owner: { id: string; name: string; username: string }) => {
  if (get(expertFormBaseAtom).ownerId === owner.id) return;
  const next = { ...emptyExpertForm(owner.id), displayName: owner.name.slice(0, DISPLAY_NAME_MAX_LENGTH), userName: owner.username };
  set(expertFormBaseAtom, next);
  store(next);
});

/** After a successful submission: the form and both stored pictures go. */
export const clearExpertFormAtom = atom(null, (_get, set) => {
  removeStoredKeys(EXPERT_FORM_KEYS);
  set(expertFormBaseAtom, emptyExpertForm());
});
resetOnSignOut(clearExpertFormAtom);

/**
 * True from a successful Finish until the success modal is left: the new expert may stay on the
 * last step to see the modal although the flow's guard lets only non-experts in.
 */
export const expertOnboardingDoneAtom = atom(false);
