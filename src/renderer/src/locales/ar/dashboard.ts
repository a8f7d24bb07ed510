import type { Catalogue } from '#i18n/namespaces';

export default {
  'dashboardTitle': 'لوحة تحكم الخبير',
  'profileTitle': 'الملف الشخصي للخبير',
  'analyticsTitle': 'الإحصاءات',
  'analyticsLoading': 'جارٍ تحميل إحصاءاتك…',
  'profileCard': 'ملفك الشخصي كخبير',
  'welcome': 'مرحبًا بعودتك يا {{name}}! إليك ما يحدث في عملك كخبير.',
  'expertsOnly': 'هذه الصفحة مخصّصة للخبراء. أنشئ ملفك الشخصي كخبير لفتحها.',
  'becomeExpert': 'كن خبيرًا',
  'editPicture': 'تعديل صورة الملف الشخصي',
  'pictureUpdateFailed': 'تعذّر تحديث صورة الملف الشخصي.',
  'softwares': 'البرامج',
} satisfies Catalogue;
