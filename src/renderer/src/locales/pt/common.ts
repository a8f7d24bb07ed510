import type { Catalogue } from '#i18n/namespaces';

export default {
  'strip.scrollLeft': 'Rolar {{label}} para a esquerda',
  'strip.scrollRight': 'Rolar {{label}} para a direita',
  'retry': 'Tentar novamente',
} satisfies Catalogue;
