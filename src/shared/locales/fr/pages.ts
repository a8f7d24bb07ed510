import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'home.title': 'Qurious : trouvez des experts par logiciel ou par compétence',
  'site.description': 'Qurious : trouvez des experts par logiciel ou par compétence et réglez vos questions en direct.',
  'notFound': 'Page introuvable',
  'about': 'À propos',
  'help': 'Aide',
  'services': 'Services',
  'new': 'Nouveautés',
  'terms': 'Conditions d’utilisation',
  'privacy': 'Politique de confidentialité',
  'pro': 'Qurious Pro',
  'proPricing': 'Tarifs Pro',
  'proBenefits': 'Avantages Pro',
  'categories': 'Catégories',
  'softwares': 'Logiciels',
  'domains': 'Domaines',
  'search.expertsFor': 'Experts pour {{keyword}}',
  'search.all': 'Découvrez les experts',
  'search.description': 'Des experts qui peuvent vous aider pour {{keyword}}, en direct lors d’un appel.',
  'expert.description': '{{name}} sur Qurious.',
  'levels': 'Niveaux des experts',
} satisfies MessageCatalogue;
