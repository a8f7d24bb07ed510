import { useCallback } from 'react';
import { directionOf } from '#shared/domain/ui-language';
import { isolateFor } from '#shared/i18n/isolate';
import { useLanguage } from '#i18n/language';

/**
 * A name set inside a translated sentence (a catalogue name, a keyword, a person's name): in a
 * right-to-left language it is isolated (FSI…PDI, what `<bdi>` does) so a Latin name and its
 * punctuation read in their own direction; left to right the text is left exactly as it is.
 */
export function useIsolate(): (text: string) => string {
  const rtl = directionOf(useLanguage()) === 'rtl';
  return useCallback((text: string) => isolateFor(rtl, text), [rtl]);
}
