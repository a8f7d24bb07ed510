import type { Catalogue } from '#i18n/namespaces';

export default {
  'region': '알림 Alt+T',
  'close': '닫기',
} satisfies Catalogue;
