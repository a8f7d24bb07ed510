import type { TopicNames } from '#shared/catalog/topic-names/topic-names';
import type { UiLanguage } from '#shared/domain/ui-language';

/**
 * The feature topics' and sub-skills' names of the languages loaded so far. Each language's table is a
 * chunk of its own (src/shared/catalog/topic-names/<lng>.ts, about 25 KB gzip), loaded by the pages that
 * show them (a software's or skill's chips, the search's chips, an expert's sub-skills, the wizard's
 * sub-skills) and only in that language: no other page and no other language carries it; English loads nothing.
 */
export const loadedTopicNames = new Map<UiLanguage, TopicNames>();
const loads = new Map<UiLanguage, Promise<void>>();

const files = import.meta.glob<{ default: TopicNames }>(
  '../../../shared/catalog/topic-names/{fr,pt,ar,ko}.ts',
);

/** Loads a language's topic names once (nothing for English). */
export function loadTopicNames(language: UiLanguage): Promise<void> {
  if (language === 'en') return Promise.resolve();
  let loading = loads.get(language);
  if (!loading) {
    const file = files[`../../../shared/catalog/topic-names/${language}.ts`];
    if (!file) return Promise.reject(new Error(`No topic names for ${language}.`));
    loading = file().then((m) => {
      loadedTopicNames.set(language, m.default);
    });
    loads.set(language, loading);
  }
  return loading;
}
