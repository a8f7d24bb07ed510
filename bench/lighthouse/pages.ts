import type { AppDeps } from '#server/app';

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
