/**
 * schema.org data of the public pages: a gig as a Service with its packages as Offers
 * and its AggregateRating, an expert as a Person. Prices are the packages' credits in rupees.
 */
import type { PublicExpert, PublicExpertSummary, PublicGig } from '#shared/contract/http/search';
import { rupeesOf } from '#shared/domain/wallet';
import type { UiLanguage } from '#shared/domain/ui-language';

const CONTEXT = 'https://schema.org';
const TIERS = ['basic', 'standard', 'premium'] as const;

const rating = (value: number | null, count: number) =>
  value !== null && count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: 5, worstRating: 1 } } : {};

export function gigJsonLd(gig: PublicGig, expert: PublicExpertSummary, urls: { page: string; expert: string; images: string[]; language: UiLanguage }): object {
  const offers = TIERS.flatMap((tier) => {
    const p = gig.pricing[tier];
    return p ? [{ '@type': 'Offer', name: p.title, description: p.description, price: rupeesOf(p.credits), priceCurrency: 'INR', url: urls.page }] : [];
  });
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: gig.title,
    description: gig.description,
    url: urls.page,
    // The page's language (the words around the gig); the expert's own text stays as they wrote it.
    inLanguage: urls.language,
    category: gig.category,
    ...(urls.images.length > 0 ? { image: urls.images } : {}),
    provider: { '@type': 'Person', name: expert.displayName, url: urls.expert },
    offers,
    ...rating(gig.rating, gig.reviewCount),
  };
}

export function expertJsonLd(expert: PublicExpert, urls: { page: string; image: string | null; language: UiLanguage }): object {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: expert.displayName,
    description: expert.description,
    url: urls.page,
    mainEntityOfPage: { '@type': 'ProfilePage', url: urls.page, inLanguage: urls.language },
    ...(urls.image ? { image: urls.image } : {}),
    knowsAbout: [...expert.skills.map((s) => s.skill), ...expert.softwares],
    knowsLanguage: expert.languages.map((l) => l.language),
    ...(expert.professions[0] ? { jobTitle: expert.professions[0].profession } : {}),
  };
}
