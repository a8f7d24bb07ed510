/**
 * The build's chunk names: a catalogue file becomes `locale-<lng>-<ns>-<hash>.js`, so a
 * language's chunks are told apart (every language has a `shell.ts`) and the e2e suite can see that a
 * switch fetches only the chosen language's; a language's catalogue names (src/shared/catalog/names/<lng>.ts)
 * become `locale-<lng>-catalog-names-<hash>.js`, and its topic and sub-skill names (src/shared/catalog/topic-names/<lng>.ts)
 * `locale-<lng>-topic-names-<hash>.js`. Other chunks keep Vite's default name.
 */
export function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const locale = /\/locales\/([a-z]{2})\/([\w-]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
  if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
  const names = /\/catalog\/(names|topic-names)\/([a-z]{2})\.ts$/.exec(chunk.facadeModuleId ?? '');
  if (!names) return 'assets/[name]-[hash].js';
  return `assets/locale-${names[2]}-${names[1] === 'names' ? 'catalog-names' : 'topic-names'}-[hash].js`;
}
