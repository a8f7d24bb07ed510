import { use } from 'react';
import type { TopicNames } from '#shared/catalog/topic-names/topic-names';
import type { UiLanguage } from '#shared/domain/ui-language';
import { type CatalogNamer, useCatalogNames } from './catalog-names';
import { useLanguage } from './language';
import { loadTopicNames, loadedTopicNames } from './topic-names-load';

/**
 * The names a suggestion chip or a sub-skill shows: a feature topic or sub-skill in the interface
 * language, else a skill, group or category name (./catalog-names), else as it is (a software, a
 * suggested phrase). `isEnglish` says when the shown text is the English one (its element says `lang="en"`).
 */
export type TopicNamer = Pick<CatalogNamer, 'name' | 'isEnglish'>;

const lookUp = (table: TopicNames | undefined, english: string): string | undefined =>
  table && Object.hasOwn(table, english) ? table[english as keyof TopicNames] : undefined;

/** The namer of one language's topic table over its catalogue namer (the tests and the hook). */
export function topicNamer(table: TopicNames | null, catalog: CatalogNamer): TopicNamer {
  if (!table) return catalog;
  return {
    name: (english) => lookUp(table, english) ?? catalog.name(english),
    isEnglish: (english) => {
      const own = lookUp(table, english);
      return own === undefined ? catalog.isEnglish(english) : own === english;
    },
  };
}

const namers = new Map<UiLanguage, TopicNamer>();

/** The topic and sub-skill names of the interface language: suspends until its chunk is there. */
export function useTopicNames(): TopicNamer {
  const language = useLanguage();
  const catalog = useCatalogNames();
  if (language === 'en') return catalog;
  if (!loadedTopicNames.has(language)) use(loadTopicNames(language));
  let namer = namers.get(language);
  if (!namer) {
    namer = topicNamer(loadedTopicNames.get(language) ?? null, catalog);
    namers.set(language, namer);
  }
  return namer;
}
