import type { Catalogue } from '#i18n/namespaces';

export default {
  'region': 'Notificações Alt+T',
  'close': 'fechar',
} satisfies Catalogue;
