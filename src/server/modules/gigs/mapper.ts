import { PRICING_TIERS } from '#shared/domain/gig-pricing';
import { forReaders } from '#shared/domain/public-text';
import type { Gig } from '#shared/contract/http/gigs';
import type { GigExpertRow, GigRow } from './repo';
import type { GigPackagesTable } from './tables';
import { idsOf } from '#shared/contract/http/ids';

const strings = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const emptyPackage = { title: '', description: '', credits: 0, sessionTime: '', extraTime: '', numberOfSessions: '' };

const toPackage = (row: GigPackagesTable | undefined): Gig['pricing']['basic'] =>
  row
    ? {
        title: row.title,
        description: row.description,
        credits: row.credits,
        sessionTime: row.session_time,
        extraTime: row.extra_time,
        numberOfSessions: row.number_of_sessions,
      }
    : emptyPackage;

/** A stored gig as the API answers it; `expert` only where the caller shows who offers it. */
export function toGig(row: GigRow, expert?: GigExpertRow): Gig {
  const pricing = Object.fromEntries(
    PRICING_TIERS.map((tier) => [tier, toPackage(row.packages.find((p) => p.tier === tier))]),
  ) as Gig['pricing'];
  return {
    ...idsOf(row.id),
    title: row.title,
    category: row.category,
    subCategory: row.sub_category,
    softwares: strings(row.softwares_json),
    tags: strings(row.tags_json),
    description: row.description,
    gallery: strings(row.gallery_json),
    pricing,
    active: row.active === 1,
    hidden: row.hidden_at === null ? null : { at: row.hidden_at, reason: row.hidden_reason ?? '' },
    ...(expert
      ? {
          expert: {
            ...idsOf(expert.id),
            userName: expert.user_name,
            displayName: expert.display_name,
            profilePicture: expert.profile_picture,
          },
        }
      : {}),
  };
}

/** The gig as someone other than its expert reads it: contact details masked (shared/domain/public-text). */
export function gigForReaders(gig: Gig): Gig {
  const pricing = Object.fromEntries(
    PRICING_TIERS.map((tier) => {
      const p = gig.pricing[tier];
      return [tier, { ...p, title: forReaders(p.title), description: forReaders(p.description) }];
    }),
  ) as Gig['pricing'];
  return { ...gig, title: forReaders(gig.title), description: forReaders(gig.description), pricing };
}
