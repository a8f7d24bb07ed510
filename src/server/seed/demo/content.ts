import { skillByName, skillGroups, softwareByName, softwareCategoryByName, type SkillGroup } from '#shared/catalog/index';
import { professionByName } from '#shared/catalog/professions';
import { skillExperiences, skillLevels } from '#shared/catalog/skill-options';
import {
  EXTRA_TIME_OPTIONS,
  NUMBER_OF_SESSIONS_OPTIONS,
  PRICING_TIERS,
  SESSION_TIME_OPTIONS,
  type PricingTier,
} from '#shared/domain/gig-pricing';
import type { Rng } from './random';
import { SKILL_SOFTWARES } from './skill-softwares';
import {
  listOf,
  BIO_CLOSERS,
  BIO_MIDDLES,
  BIO_OPENERS,
  DESCRIPTION_SENTENCES,
  FALLBACK_SOFTWARES,
  PACKAGE_TEXTS,
  PROFESSION_OF_GROUP,
  RIVAL_TECHNOLOGIES,
} from './texts';

/**
 * Plans of demo experts and gigs drawn from the product catalogue (skills, sub-skills, softwares,
 * topics, phrases) with a seeded random source: the same seed plans the same marketplace.
 * Used by the demo seed (44 experts) and by the search benchmark (100,000 gigs).
 */

export interface ExpertSkillPlan {
  skill: string;
  level: string;
  experience: string;
  subSkills: string[];
}

export interface ExpertPlan {
  group: SkillGroup;
  bio: string;
  hourlyRate: number;
  skills: ExpertSkillPlan[];
  softwares: string[];
  profession: { profession: string; fromYear: string; toYear: string; specialities: string[] };
}

export interface PackagePlan {
  title: string;
  description: string;
  credits: number;
  sessionTime: string;
  extraTime: string;
  numberOfSessions: string;
}

export interface GigPlan {
  title: string;
  category: string;
  subCategory: string;
  softwares: string[];
  tags: string[];
  description: string;
  pricing: Record<PricingTier, PackagePlan>;
  /** Star ratings of the reviews this gig gets (may be empty). */
  reviews: number[];
}

/** Hourly rates in credits: the dollar rates of before at migration 1050's 8 credits to the dollar ($12 … $180). */
const HOURLY_RATES = [96, 144, 192, 240, 304, 360, 440, 560, 680, 760, 880, 1120, 1440];
const BASIC_CREDITS = [10, 15, 20, 25, 30, 40, 50, 60];
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2];

export const groupSoftwares = (group: SkillGroup): readonly string[] =>
  softwareCategoryByName(group.name)?.softwares ?? FALLBACK_SOFTWARES[group.name] ?? ['Notion'];

/** The softwares someone practising a skill works with. */
export const skillSoftwares = (skill: string, group: SkillGroup): readonly string[] =>
  SKILL_SOFTWARES[skill] ?? groupSoftwares(group);

/** The group of the n-th expert: every group in turn, so the catalogue is covered. */
export const groupFor = (n: number): SkillGroup => {
  const group = skillGroups[n % skillGroups.length];
  if (!group) throw new Error('the catalogue has no skill groups');
  return group;
};

export function planExpert(n: number, rng: Rng): ExpertPlan {
  const group = groupFor(n);
  const mainSkill = group.skills[0] ?? group.name;
  const otherSkills = rng.sample(group.skills.slice(1), rng.int(0, 2));
  const skills = [mainSkill, ...otherSkills].map((skill, i) => {
    const experienceIndex = i === 0 ? rng.int(3, skillExperiences.length - 1) : rng.int(1, 7);
    return {
      skill,
      level: i === 0 ? rng.pick([skillLevels[1], skillLevels[2], skillLevels[2]]) : rng.pick(skillLevels),
      experience: skillExperiences[experienceIndex] ?? '5 years',
      subSkills: rng.sample(skillByName(skill)?.subSkills ?? [], 5),
    };
  });
  const years = Math.max(2, Number.parseInt(skills[0]?.experience.replace(/\D+/g, '') || '3', 10));
  const professionName = PROFESSION_OF_GROUP[group.name] ?? 'Consultant';
  const bio = [
    rng.pick(BIO_OPENERS)(professionName, years, mainSkill),
    rng.pick(BIO_MIDDLES),
    rng.pick(BIO_CLOSERS),
  ].join(' ');
  const fromYear = 2025 - years - rng.int(0, 3);
  return {
    group,
    bio,
    hourlyRate: rng.pick(HOURLY_RATES),
    skills,
    softwares: [...new Set(skills.flatMap((s) => rng.sample(skillSoftwares(s.skill, group), 2)))].slice(0, 5),
    profession: {
      profession: professionName,
      fromYear: String(fromYear),
      toYear: 'Present',
      specialities: rng.sample(professionByName(professionName)?.specialities ?? [], 3),
    },
  };
}

/** "Fix my render" as the expert says it: "Fix your render". */
const asOffer = (phrase: string) =>
  phrase
    .replace(/[.!]+$/, '')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bMy\b/g, 'Your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bI\b/g, 'you');

const TITLE_TEMPLATES = [
  (p: string) => `Live help: ${p}`,
  (p: string, skill: string) => `${p} in a live ${skill} session`,
  (p: string, skill: string) => `1:1 ${skill} call: ${p}`,
  (p: string) => p,
];

function planTitle(phrase: string, skill: string, rng: Rng, used: Set<string>): string {
  const offer = asOffer(phrase);
  const start = rng.int(0, TITLE_TEMPLATES.length - 1);
  for (let i = 0; i < TITLE_TEMPLATES.length; i++) {
    const template = TITLE_TEMPLATES[(start + i) % TITLE_TEMPLATES.length];
    const title = template?.(offer, skill) ?? offer;
    if (title.length <= 80 && !used.has(title.toLowerCase())) return title;
  }
  return `${offer.slice(0, 60)} (${used.size + 1})`;
}

/** Lower-cases a leading capital unless it starts an acronym ("UV unwrap", "JSON"). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) || /^[A-Z]\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** A phrase that is a task to do together (not a question, not a situation like "Your account got hacked"). */
const isTask = (offer: string) => !/\?\s*$/.test(offer) && !/^(your|my|which|why|what|how|when|where|who|is|are|do|does|should|can)\b/i.test(offer);

const mentions = (text: string, name: string) => new RegExp(`(^|[^\\w.])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'i').test(text);

/** Tags that would contradict the gig: the rivals of a technology its softwares or title name. */
function rivalsOf(about: string): Set<string> {
  const out = new Set<string>();
  for (const group of RIVAL_TECHNOLOGIES) {
    const named = group.filter((name) => mentions(about, name));
    if (named.length > 0) for (const name of group) if (!named.includes(name)) out.add(name.toLowerCase());
  }
  return out;
}

/**
 * The tags of a gig: distinct, none naming a catalogue software the gig does not use, nor a rival
 * of a technology it is about (a React gig is not tagged "Angular").
 */
function uniqueTags(candidates: readonly string[], count: number, softwares: readonly string[], title: string): string[] {
  const own = new Set(softwares.map((s) => s.toLowerCase()));
  const rivals = rivalsOf(`${softwares.join(', ')}, ${title}`);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    const tag = c.trim().slice(0, 40);
    const otherSoftware = (softwareByName(tag) !== undefined && !own.has(tag.toLowerCase())) || rivals.has(tag.toLowerCase());
    if (tag && !otherSoftware && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
    if (out.length === count) break;
  }
  return out;
}

function planPackage(tier: PricingTier, basic: number, rng: Rng): PackagePlan {
  const texts: ReadonlyArray<readonly [string, string]> = PACKAGE_TEXTS[tier];
  const [title, description] = rng.pick(texts);
  const credits = tier === 'basic' ? basic : tier === 'standard' ? basic * 2 + rng.int(0, 2) * 5 : basic * 4 + rng.int(0, 4) * 5;
  return {
    title,
    description,
    credits,
    sessionTime: rng.pick(SESSION_TIME_OPTIONS[tier]),
    extraTime: rng.pick(EXTRA_TIME_OPTIONS[tier]),
    numberOfSessions: rng.pick(NUMBER_OF_SESSIONS_OPTIONS[tier]),
  };
}

/** The n-th gig of an expert: its skill, softwares, title, tags, text, packages and reviews. */
export function planGig(expert: ExpertPlan, n: number, rng: Rng, usedTitles: Set<string>): GigPlan {
  const skill = expert.skills[n % expert.skills.length] ?? expert.skills[0];
  const skillName = skill?.skill ?? expert.group.name;
  const own = expert.softwares.filter((name) => skillSoftwares(skillName, expert.group).includes(name));
  const pool = own.length > 0 ? own : expert.softwares;
  const softwares = rng.sample(pool, rng.int(1, Math.min(3, pool.length)));
  const software = softwareByName(softwares[0] ?? '');
  const catalogSkill = skillByName(skillName);
  const useSoftwarePhrase = software !== undefined && (n % 2 === 1 || !catalogSkill?.phrases.length);
  const phrases = useSoftwarePhrase ? (software?.phrases ?? []) : (catalogSkill?.phrases ?? []);
  const fresh = phrases.filter((p) => !usedTitles.has(`phrase:${p.toLowerCase()}`));
  const phrase = fresh.length > 0 ? rng.pick(fresh) : phrases.length > 0 ? rng.pick(phrases) : `Get unstuck with ${skillName}`;
  usedTitles.add(`phrase:${phrase.toLowerCase()}`);
  const title = planTitle(phrase, skillName, rng, usedTitles);
  usedTitles.add(title.toLowerCase());
  const topics = software?.topics ?? [];
  const tags = uniqueTags(rng.sample([...(skill?.subSkills ?? []), ...(catalogSkill?.subSkills ?? []), ...topics], 8), rng.int(4, 5), softwares, title);
  const offer = asOffer(phrase);
  const task = isTask(offer);
  const parts = {
    phrase: task ? lowerFirst(offer) : offer,
    isTask: task,
    softwares: listOf(softwares) || skillName,
    tags: listOf(tags.slice(0, 3)),
    skill: skillName,
    topic: rng.pick(topics.length > 0 ? topics : (catalogSkill?.subSkills ?? [skillName])) ?? skillName,
  };
  const [first, ...rest] = DESCRIPTION_SENTENCES;
  const sentences = [first, ...rng.sample(rest, rng.int(3, 5))].flatMap((s) => (s ? [s(parts)] : []));
  const basic = rng.pick(BASIC_CREDITS);
  const reviewCount = rng.chance(0.3) ? 0 : rng.int(1, 12);
  return {
    title,
    category: expert.group.name,
    subCategory: skillName,
    softwares,
    tags,
    description: sentences.join(' '),
    pricing: Object.fromEntries(PRICING_TIERS.map((tier) => [tier, planPackage(tier, basic, rng)])) as Record<
      PricingTier,
      PackagePlan
    >,
    reviews: Array.from({ length: reviewCount }, () => rng.pick(RATINGS)),
  };
}
