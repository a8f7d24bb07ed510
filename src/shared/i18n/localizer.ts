import type { UiLanguage } from '#shared/domain/ui-language';
import { formatMessage, type MessageCatalogue } from './message-format';
import { createMessageLookup, type FoundMessage } from './message-lookup';

export interface Localizer {
  language: UiLanguage;
  /** An English message of the catalogue in this language; any other text as it is. */
  message: (text: string) => string;
  /** A server answer in this language: by its code when the catalogue has one text for it, else by its English message. */
  server: (code: string, message: string) => string;
}

/**
 * Turns English messages (a rule's message, a spec text, a toast, a server answer) into one
 * language: the English catalogue finds the text's key and values, the language's
 * catalogue gives the text. A key the language lacks is told to `onMissing` and the English kept.
 */
export function createLocalizer(english: MessageCatalogue, own: MessageCatalogue, language: UiLanguage, onMissing: (key: string) => void): Localizer {
  const find = createMessageLookup(english);
  const translate = (found: FoundMessage, text: string) => {
    const translated = formatMessage(own, found.key, found.values, language);
    if (translated === undefined) onMissing(found.key);
    return translated ?? text;
  };
  return {
    language,
    message: (text) => {
      const found = find(text);
      return found ? translate(found, text) : text;
    },
    server: (code, message) => {
      const found = find(message);
      if (found) return translate(found, message);
      // A message the catalogue does not know: the code's own text, when it has one without values.
      const byCode = `code.${code}`;
      return own[byCode] !== undefined && english[byCode] !== undefined && !english[byCode].includes('{{') ? translate({ key: byCode, values: {} }, message) : message;
    },
  };
}
