import type { Catalogue } from '#i18n/namespaces';

export default {
  'strip.scrollLeft': '{{label}} 왼쪽으로 스크롤',
  'strip.scrollRight': '{{label}} 오른쪽으로 스크롤',
  'retry': '다시 시도',
} satisfies Catalogue;
