import type { Catalogue } from '#i18n/namespaces';

/**
 * The English text of a full catalogue key (`auth:social.linked`) with its {{placeholders}} filled:
 * for the features not yet on the translation catalogue, which keep showing English, read from the
 * one place the text lives.
 */
export function englishText(catalogue: Catalogue, key: string, values: Readonly<Record<string, string>> = {}): string {
  const text = catalogue[key.slice(key.indexOf(':') + 1)] ?? '';
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
