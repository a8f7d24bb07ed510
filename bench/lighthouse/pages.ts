import type { AppDeps } from '#server/app';
import { localizedPath } from '#shared/domain/language-paths';
import { isUiLanguage, SOURCE_LANGUAGE } from '#shared/domain/ui-language';

export interface BenchPage {
  name: string;
  path: string;
}

/**
 * The five pages of the table on the demo marketplace: home, a software's category page,
 * search results, a listed gig (the best-reviewed, so its page has a rating) and its expert's page.
 */
export async function benchPages(deps: AppDeps): Promise<BenchPage[]> {
  const gig = await deps.db.kysely
    .selectFrom('gig_search as s')
    .innerJoin('gigs as g', 'g.id', 's.gig_id')
    .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
    .select(['g.id', 'e.user_name'])
    .where('s.listed', '=', 1)
    .orderBy('s.review_count', 'desc')
    .orderBy('g.id')
    .executeTakeFirst();
  if (!gig) throw new Error('The demo marketplace has no listed gig.');
  return [
    { name: 'home', path: '/' },
    { name: 'category (Figma)', path: '/categories/software/ui-ux-prototyping/figma' },
    { name: 'search results', path: '/search/gigs?keyword=figma' },
    { name: 'gig page', path: `/gigs/${gig.id}` },
    { name: 'expert page', path: `/experts/${gig.user_name}` },
  ];
}

/** The other public pages: a skill, a software domain, help and Pro. */
export const MORE_PAGES: readonly BenchPage[] = [
  { name: 'skill', path: '/categories/domain/audio-production/sound-designing' },
  { name: 'software domain', path: '/categories/software/software-development-ides' },
  { name: 'help', path: '/help' },
  { name: 'Pro', path: '/pro' },
];

/**
 * The pages in each language of a comma-separated list (`ar,ko`; English when empty), each named
 * with its language and at its URL in that language.
 */
export function inLanguages(pages: readonly BenchPage[], list: string | undefined): BenchPage[] {
  const languages = (list ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  if (languages.length === 0) return [...pages];
  return languages.flatMap((language) => {
    if (!isUiLanguage(language)) throw new Error(`Not a language of the interface: ${language}`);
    return pages.map((p) => ({ name: language === SOURCE_LANGUAGE ? p.name : `${p.name} (${language})`, path: localizedPath(language, p.path) }));
  });
}
