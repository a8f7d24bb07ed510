import type { Catalogue } from '#i18n/namespaces';

export default {
  'strip.scrollLeft': 'Faire défiler {{label}} vers la gauche',
  'strip.scrollRight': 'Faire défiler {{label}} vers la droite',
  'retry': 'Réessayer',
} satisfies Catalogue;
