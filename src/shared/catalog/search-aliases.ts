/**
 * Short names, other spellings, joined and split forms of catalogue entries that search treats as
 * the entry. Reviewed by hand: every target is spelt as the catalogue spells it (lower
 * case, words as the search index splits them), and search-aliases.test.ts checks each one.
 * Keys are what people type, one or two words; a value is the words searched instead.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = {
  // Short names
  k8s: 'kubernetes',
  kube: 'kubernetes',
  js: 'javascript',
  ts: 'typescript',
  ps: 'photoshop',
  ae: 'after effects',
  pr: 'premiere pro',
  ppt: 'powerpoint',
  xls: 'excel',
  xlsx: 'excel',
  gcp: 'google cloud',
  ga4: 'google analytics',
  ml: 'machine learning',
  nlp: 'natural language processing',
  c4d: 'cinema 4d',
  ue5: 'unreal engine',
  fcp: 'final cut pro',
  davinci: 'davinci resolve',
  lr: 'lightroom',
  psd: 'photoshop',
  gh: 'github',
  vscode: 'vs code',
  wp: 'wordpress',
  // Joined and other spellings
  reactjs: 'react',
  'react js': 'react',
  nodejs: 'node',
  nextjs: 'next js',
  aftereffects: 'after effects',
  premierepro: 'premiere pro',
  'adobe premiere': 'premiere pro',
  finalcut: 'final cut pro',
  powerbi: 'power bi',
  'power point': 'powerpoint',
  'word press': 'wordpress',
  'quick books': 'quickbooks',
  'sketch up': 'sketchup',
  'mid journey': 'midjourney',
  'you tube': 'youtube',
  'ms excel': 'excel',
  'microsoft excel': 'excel',
  'ms word': 'microsoft word',
  'g sheets': 'google sheets',
  gsheets: 'google sheets',
  'g docs': 'google docs',
  gdocs: 'google docs',
  'ms teams': 'microsoft teams',
  unrealengine: 'unreal engine',
  photoshopping: 'photoshop',
  'photo shop': 'photoshop',
  'after effect': 'after effects',
  'color correction': 'color grading',
  'colour grading': 'color grading',
  colour: 'color',
  'logo designing': 'logo design',
};

/** Plural endings searched as their singular (a word is a prefix of its plural anyway). */
const PLURALS: ReadonlyArray<[RegExp, string]> = [
  [/ies$/, 'y'],
  [/(ss|sh|ch|x)es$/, '$1'],
  [/([^s])s$/, '$1'],
];

/** The singular of a simple plural ('videos' → 'video', 'agencies' → 'agency'), or null. */
export function singularOf(word: string): string | null {
  if (Array.from(word).length < 5) return null;
  for (const [ending, replacement] of PLURALS) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return null;
}

/** The words `words[at]` (with `words[at + 1]` when the pair is a key) stands for, and how many words it took. */
export function aliasAt(words: readonly string[], at: number): { words: string[]; length: number } | null {
  const one = words[at];
  if (one === undefined) return null;
  const two = words[at + 1];
  // Own keys only: a typed 'constructor' or '__proto__' is a word, not the object's prototype.
  const lookup = (key: string): string | undefined => (Object.hasOwn(SEARCH_ALIASES, key) ? SEARCH_ALIASES[key] : undefined);
  const pair = two === undefined ? undefined : lookup(`${one} ${two}`);
  if (pair !== undefined) return { words: pair.split(' '), length: 2 };
  const single = lookup(one);
  return single === undefined || single === one ? null : { words: single.split(' '), length: 1 };
}
