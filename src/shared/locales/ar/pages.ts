import type { MessageCatalogue } from '#shared/i18n/message-format';

export default {
  'home.title': 'Qurious: اعثر على خبراء حسب البرنامج أو المهارة',
  'site.description': 'Qurious: اعثر على خبراء حسب البرنامج أو المهارة واحصل على إجابات لأسئلتك مباشرةً.',
  'notFound': 'الصفحة غير موجودة',
  'about': 'حول',
  'help': 'المساعدة',
  'services': 'الخدمات',
  'new': 'الميزات الجديدة',
  'terms': 'شروط الخدمة',
  'privacy': 'سياسة الخصوصية',
  'pro': 'Qurious Pro',
  'proPricing': 'أسعار Pro',
  'proBenefits': 'مزايا Pro',
  'categories': 'الفئات',
  'softwares': 'البرامج',
  'domains': 'المجالات',
  'search.expertsFor': 'خبراء في {{keyword}}',
  'search.all': 'استكشف الخبراء',
  'search.description': 'خبراء يمكنهم مساعدتك في {{keyword}} مباشرةً عبر مكالمة.',
  'expert.description': '{{name}} على Qurious.',
  'levels': 'مستويات الخبراء',
} satisfies MessageCatalogue;
