import type { Catalogue } from '#i18n/namespaces';

export default {
  'loading': 'جارٍ التحميل...',
  'welcome': 'مرحبًا! <name>{{name}}</name>',
  'intro': 'هذا هو ملف فضولك الشخصي.',
  'joined': 'انضم في {{date}}',
  'signInToSee': 'سجّل الدخول لترى ملفك الشخصي وطلباتك.',
  'signIn': 'تسجيل الدخول',
} satisfies Catalogue;
