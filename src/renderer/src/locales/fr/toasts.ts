import type { Catalogue } from '#i18n/namespaces';

export default {
  'region': 'Notifications Alt+T',
  'close': 'fermer',
} satisfies Catalogue;
