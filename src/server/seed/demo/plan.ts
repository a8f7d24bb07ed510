import { planExpert, planGig, type ExpertPlan, type GigPlan } from './content';
import { DEMO_PEOPLE } from './people';
import { createRng, demoId } from './random';
import { BUYER_NAMES } from './texts';

/**
 * The whole demo marketplace as data, before anything is written: 44 experts with complete
 * profiles, 3 gigs each, reviews by 8 demo buyers. Planned in one pass from a fixed seed, so the
 * plan is the same on every run and on every machine.
 */
export const DEMO_SEED = 20_260_301;
export const GIGS_PER_EXPERT = 3;
const DAY = 24 * 3600 * 1000;
const START = Date.parse('2025-01-06T09:00:00.000Z');

export interface DemoGig extends GigPlan {
  id: string;
  createdAt: string;
  /** Storage keys of the gallery images (1 or 2). */
  imageKeys: string[];
}

export interface DemoExpert extends ExpertPlan {
  userId: string;
  expertId: string;
  userName: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  displayName: string;
  languages: Array<[string, string]>;
  phone: string;
  avatarKey: string;
  createdAt: string;
  gigs: DemoGig[];
}

export interface DemoBuyer {
  userId: string;
  name: string;
  username: string;
  email: string;
}

/** ASCII, lower case, letters and digits only ("Léa" → "lea", "O’Brien" → "obrien"). */
const ascii = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export function planDemoMarketplace(): { experts: DemoExpert[]; buyers: DemoBuyer[] } {
  const rng = createRng(DEMO_SEED);
  const usedTitles = new Set<string>();
  const experts = DEMO_PEOPLE.map(([first, last, extra], i): DemoExpert => {
    const plan = planExpert(i, rng);
    const userName = `${ascii(first)}.${ascii(last)}`;
    const slug = userName.replace(/\./g, '-');
    const created = START + i * 5 * DAY;
    const gigs = Array.from({ length: GIGS_PER_EXPERT }, (_, n): DemoGig => {
      const gig = planGig(plan, n, rng, usedTitles);
      return {
        ...gig,
        id: demoId(`gig:${userName}:${n}`),
        createdAt: new Date(created + (n + 1) * 3 * DAY + i * 3600_000).toISOString(),
        imageKeys: Array.from({ length: (i + n) % 3 === 0 ? 2 : 1 }, (_, v) => `demo-${slug}-gig${n + 1}-${v + 1}.jpg`),
      };
    });
    return {
      ...plan,
      userId: demoId(`user:${userName}`),
      expertId: demoId(`expert:${userName}`),
      userName,
      email: `${userName}.demo@example.com`,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      displayName: `${first} ${last.charAt(0)}.`,
      languages: [['English', extra.length === 0 ? 'Fluent' : rng.pick(['Fluent', 'Fluent', 'Conversational'])], ...extra.map(([l, v]): [string, string] => [l, v])],
      phone: `+1202555${String(100 + i).padStart(4, '0')}`,
      avatarKey: `demo-${slug}-avatar.jpg`,
      createdAt: new Date(created).toISOString(),
      gigs,
    };
  });
  const buyers = BUYER_NAMES.map((name, i): DemoBuyer => {
    const username = `demo_buyer_${i + 1}`;
    return { userId: demoId(`buyer:${i}`), name, username, email: `${username}@example.com` };
  });
  return { experts, buyers };
}

export { DAY };
