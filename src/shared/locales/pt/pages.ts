import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'home.title': 'Qurious: encontre especialistas por software ou habilidade',
  'site.description': 'Qurious: encontre especialistas por software ou habilidade e resolva suas dúvidas ao vivo.',
  'notFound': 'Página não encontrada',
  'about': 'Sobre',
  'help': 'Ajuda',
  'services': 'Serviços',
  'new': 'Novidades',
  'terms': 'Termos de Serviço',
  'privacy': 'Política de Privacidade',
  'pro': 'Qurious Pro',
  'proPricing': 'Preços do Pro',
  'proBenefits': 'Benefícios do Pro',
  'categories': 'Categorias',
  'softwares': 'Softwares',
  'domains': 'Áreas',
  'search.expertsFor': 'Especialistas em {{keyword}}',
  'search.all': 'Explore especialistas',
  'search.description': 'Especialistas que podem ajudar com {{keyword}}, ao vivo em uma chamada.',
  'expert.description': '{{name}} na Qurious.',
  'levels': 'Níveis dos especialistas',
} satisfies MessageCatalogue;
