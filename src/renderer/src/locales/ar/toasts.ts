import type { Catalogue } from '#i18n/namespaces';

export default {
  'region': 'الإشعارات Alt+T',
  'close': 'إغلاق',
} satisfies Catalogue;
