import type { MessageCatalogue } from '#shared/i18n/message-format';

/**
 * The English source of the public pages' head texts (document titles, descriptions): the server
 * writes them into each page's HTML in its language (src/server/pages/resolve.ts), and
 * src/shared/domain/page-titles.ts reads the English through src/shared/i18n/english-pages.ts.
 */
export default {
  'home.title': 'Qurious: find experts by software or skill',
  'site.description': 'Qurious: find experts by software or skill and solve your queries live.',
  'notFound': 'Page not found',
  'about': 'About',
  'help': 'Help',
  'services': 'Services',
  'new': 'New features',
  'terms': 'Terms of Service',
  'privacy': 'Privacy Policy',
  'pro': 'Qurious Pro',
  'proPricing': 'Pro pricing',
  'proBenefits': 'Pro benefits',
  'categories': 'Categories',
  'softwares': 'Softwares',
  'domains': 'Domains',
  'search.expertsFor': 'Experts for {{keyword}}',
  'search.all': 'Explore experts',
  'search.description': 'Experts who can help with {{keyword}}, live on a call.',
  'expert.description': '{{name}} on Qurious.',
  'levels': 'Expert levels',
} satisfies MessageCatalogue;
