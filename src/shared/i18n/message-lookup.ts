import type { MessageCatalogue, MessageValues } from './message-format';

/** A message's key in the catalogue and the values found in its text. */
export interface FoundMessage {
  key: string;
  values: MessageValues;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  /** Literal characters in the template: longer templates are tried first (the more specific wins). */
  weight: number;
}

function patternOf(key: string, template: string): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, m.index));
    source += '(.+?)';
    names.push(m[1] ?? '');
    last = m.index + m[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { key, names, regex: new RegExp(`^${source}$`, 's'), weight: template.length - names.length * 4 };
}

/** A whole-number text as a number (so plural forms and number formats apply); any other text as it is. */
const valueOf = (text: string): string | number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/**
 * Finds which message of the English catalogue a text is, and its values: errors and
 * toasts travel as English text (a zod issue, the server's answer, a spec constant), and the few
 * display points turn them into the user's language through this. A plural key answers its base
 * key (`auth.tooManyAttempts_one` → `auth.tooManyAttempts`) with the count it read.
 */
export function createMessageLookup(english: MessageCatalogue): (text: string) => FoundMessage | null {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [fullKey, template] of Object.entries(english)) {
    const key = PLURAL.exec(fullKey)?.[1] ?? fullKey;
    if (HAS_PLACEHOLDER.test(template)) patterns.push(patternOf(key, template));
    else if (!exact.has(template)) exact.set(template, key);
  }
  patterns.sort((a, b) => b.weight - a.weight);
  return (text) => {
    const key = exact.get(text);
    if (key !== undefined) return { key, values: {} };
    for (const p of patterns) {
      const m = p.regex.exec(text);
      if (m) return { key: p.key, values: Object.fromEntries(p.names.map((name, i) => [name, valueOf(m[i + 1] ?? '')])) };
    }
    return null;
  };
}
