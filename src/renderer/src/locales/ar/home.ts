import type { Catalogue } from '#i18n/namespaces';

export default {
  'hero.title': 'ما الذي يثير فضولك اليوم؟',
  'hero.subtitle': 'احصل على إجابات أسئلتك مباشرةً من خبراء حاصلين على أعلى التقييمات.',
  'search.placeholder': 'لديك سؤال؟ اسأل…',
  'search.skill': 'المهارة',
  'search.allSkills': 'كل المهارات',
  'trending': 'الأكثر رواجًا:',
  'strip.software': 'خبراء حسب البرنامج',
  'strip.skill': 'خبراء حسب المهارة',
  'seeMore': 'عرض المزيد',
  'seeMore.software': 'عرض المزيد من البرامج',
  'seeMore.skill': 'عرض المزيد من المهارات',
  'soon.title': 'قريبًا جدًا!!',
  'soon.signedOut': 'سجّل مبكرًا لتكون أول من يعلم عند الإطلاق',
  'soon.signUp': 'إنشاء حساب',
  'soon.signedIn': 'تهانينا! أنت في قائمة المسجّلين الأوائل: سنخبرك أولًا عند الإطلاق.',
  'soon.saveFailed': 'تعذّر حفظ مكانك في قائمة المسجّلين الأوائل.',
} satisfies Catalogue;
