import type { Catalogue } from '#i18n/namespaces';

export default {
  'strip.scrollLeft': 'مرّر {{label}} إلى اليسار',
  'strip.scrollRight': 'مرّر {{label}} إلى اليمين',
  'retry': 'حاول مرة أخرى',
} satisfies Catalogue;
