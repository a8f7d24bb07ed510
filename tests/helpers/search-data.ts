import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';
import { createTestExpert } from './experts';
import { createTestGig, validGigInput } from './gigs';
import { createTestUser } from './users';

type Expert = Awaited<ReturnType<typeof createTestExpert>>;
type GigOverrides = Partial<ReturnType<typeof validGigInput>>;

/** Pricing with the given Basic credits (Standard and Premium above it). */
export function pricingFrom(basic: number): ReturnType<typeof validGigInput>['pricing'] {
  const p = validGigInput([]).pricing;
  return {
    basic: { ...p.basic, credits: basic },
    standard: { ...p.standard, credits: basic * 2 },
    premium: { ...p.premium, credits: basic * 4 },
  };
}

/** Inserts reviews (1–5 stars) of a gig straight into the table, as the bookings feature will. */
export async function addReviews(t: TestApp, gigId: string, expertId: string, ratings: number[]): Promise<void> {
  if (ratings.length === 0) return;
  const buyer = await createTestUser(t);
  await t.db.kysely
    .insertInto('reviews')
    .values(
      ratings.map((rating) => ({
        id: randomUUID(),
        booking_id: randomUUID(),
        gig_id: gigId,
        expert_id: expertId,
        buyer_id: buyer.id,
        rating,
        text: 'A clear, patient session.',
        created_at: t.clock.now().toISOString(),
      })),
    )
    .execute();
}

/**
 * The fixed data set of the search suites: five experts and eight gigs made through the real
 * gigs API (one switched off), with reviews. Creation is a minute apart, oldest first.
 */
export async function createSearchData(t: TestApp) {
  const experts = {
    ada: await createTestExpert(t, {
      userName: 'ada_edits',
      displayName: 'Ada Edits',
      hourlyRate: 160,
      languages: [['English', 'Fluent']],
      skills: [['Video Editing', 'Expert', 'More than 10 years']],
    }),
    ben: await createTestExpert(t, {
      userName: 'ben_cuts',
      displayName: 'Ben Cuts',
      hourlyRate: 320,
      languages: [
        ['English', 'Fluent'],
        ['Hindi', 'Conversational'],
      ],
      skills: [['Video Editing', 'Intermediate', '3 years']],
    }),
    chen: await createTestExpert(t, {
      userName: 'chen_codes',
      displayName: 'Chen Codes',
      hourlyRate: 600,
      languages: [['Hindi', 'Fluent']],
      skills: [['Web Development', 'Beginner', '1 year']],
    }),
    dia: await createTestExpert(t, {
      userName: 'dia_builds',
      displayName: 'Dia Builds',
      hourlyRate: 1200,
      languages: [['English', 'Fluent']],
      skills: [
        ['Web Development', 'Expert', '8 years'],
        ['Motion Graphics', 'Intermediate', '2 years'],
      ],
    }),
    eli: await createTestExpert(t, {
      userName: 'eli_data',
      displayName: 'Eli Data',
      hourlyRate: null,
      languages: [['English', 'Fluent']],
      skills: [['Data Science', 'Intermediate', '5 years']],
    }),
  };
  const gig = async (expert: Expert, overrides: GigOverrides, basic: number, ratings: number[]) => {
    t.clock.advance(60_000);
    const id = await createTestGig(t, expert, { ...overrides, pricing: pricingFrom(basic) });
    await addReviews(t, id, expert.expertId, ratings);
    return id;
  };
  const video = { category: 'Video Editing', subCategory: 'Video Editing' };
  const web = { category: 'Software Development & IDEs', subCategory: 'Web Development' };
  const gigs = {
    premiereTitle: await gig(experts.ada, {
      ...video,
      title: 'Premiere Pro editing for your YouTube channel',
      softwares: ['Premiere Pro'],
      tags: ['youtube', 'editing', 'cuts', 'pacing'],
      description: 'Live sessions to cut faster and cleaner.',
    }, 30, [5, 5, 4]),
    premiereTags: await gig(experts.ben, {
      ...video,
      title: 'Cut your vlog into a story people finish',
      softwares: ['DaVinci Resolve'],
      tags: ['premiere', 'vlog', 'storytelling', 'cuts'],
      description: 'I show you how to pace a vlog.',
    }, 15, [4, 3]),
    premiereDesc: await gig(experts.ben, {
      category: 'Video Editing',
      subCategory: 'Color Grading',
      title: 'Colour grading sessions for short films',
      softwares: ['DaVinci Resolve'],
      tags: ['grading', 'colour', 'film', 'look'],
      description: 'We can also move your timeline over from Premiere when needed.',
    }, 50, [2]),
    react: await gig(experts.chen, {
      ...web,
      title: 'Learn React hooks step by step with live code',
      softwares: ['React', 'VS Code'],
      tags: ['react', 'hooks', 'javascript', 'frontend'],
      description: 'Pair programming on your own project.',
    }, 25, [5]),
    reactPro: await gig(experts.dia, {
      ...web,
      title: 'Senior React and Next.js architecture reviews',
      softwares: ['Next.js', 'React'],
      tags: ['architecture', 'nextjs', 'performance', 'react'],
      description: 'We walk through your codebase together.',
    }, 120, [4, 4, 4, 5]),
    motion: await gig(experts.dia, {
      category: 'Graphic & Motion Design',
      subCategory: 'Motion Graphics',
      title: 'After Effects motion graphics for product launches',
      softwares: ['After Effects'],
      tags: ['animation', 'launch', 'explainer', 'titles'],
      description: 'Short, punchy launch animations.',
    }, 80, []),
    data: await gig(experts.eli, {
      category: 'Data & Analytics',
      subCategory: 'Data Science',
      title: 'Pandas data cleaning clinic for analysts',
      softwares: ['Pandas', 'Jupyter Notebook'],
      tags: ['pandas', 'python', 'cleaning', 'analysis'],
      description: 'Bring a messy CSV and leave with a tidy notebook.',
    }, 40, [3, 3]),
    inactive: await gig(experts.ada, {
      ...video,
      title: 'Premiere Pro masterclass that is switched off',
      softwares: ['Premiere Pro'],
      tags: ['premiere', 'masterclass', 'editing', 'archive'],
      description: 'This gig is not on offer.',
    }, 10, [5]),
  };
  const off = await t.app.inject({
    method: 'PUT',
    url: `/api/gigs/${gigs.inactive}`,
    headers: experts.ada.auth,
    payload: { active: false },
  });
  if (off.statusCode !== 200) throw new Error(`could not switch the gig off: ${off.statusCode} ${off.body}`);
  return { experts, gigs };
}

export type SearchData = Awaited<ReturnType<typeof createSearchData>>;

export interface SearchBody {
  keyword: string;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: Array<{ _id: string; title: string; rating: number | null; reviewCount: number; startingPrice: number | null; expert: Record<string, unknown> }>;
  topExperts: Array<{ _id: string; expert: { userName: string } }>;
}

/** GET /api/gigs/search with the given query parameters. */
export async function search(t: TestApp, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: `/api/gigs/search${qs ? `?${qs}` : ''}` });
}

/** The ids of a successful search, in order. */
export async function searchIds(t: TestApp, query: Record<string, string> = {}): Promise<string[]> {
  const res = await search(t, { pageSize: '48', ...query });
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return (res.json<SearchBody>()).items.map((i) => i._id);
}
