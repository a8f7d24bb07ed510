import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { NOT_SCHEDULED_YET_MESSAGE } from '#shared/domain/booking-answers';
import enAnswers from '#shared/locales/en/answers';
import frAnswers from '#shared/locales/fr/answers';
import { SHARED_CATALOGUES } from './catalogues';
import { createLocalizer } from './localizer';

const answerCatalogues = import.meta.glob<{ default: Record<string, string> }>('../locales/*/answers.ts', { eager: true });

/** The server-only answers: a catalogue apart from the entry's messages, merged with them when a language loads. */
describe('the answers catalogue', () => {
  it('shares no key with the messages catalogue in any language, and has every English key', () => {
    for (const language of UI_LANGUAGES) {
      const answers = answerCatalogues[`../locales/${language}/answers.ts`]?.default ?? {};
      const messages = SHARED_CATALOGUES[language].messages;
      expect(Object.keys(answers).filter((key) => key in messages), language).toEqual([]);
      expect(Object.keys(answers).sort(), language).toEqual(Object.keys(enAnswers).sort());
    }
  });

  it('turns an answer the server wrote in English into the reader’s language, as the client merges them', () => {
    const fr = SHARED_CATALOGUES.fr.messages;
    const en = SHARED_CATALOGUES.en.messages;
    const l = createLocalizer({ ...en, ...enAnswers }, { ...fr, ...frAnswers }, 'fr', () => undefined);
    expect(l.server('NOT_SCHEDULED', NOT_SCHEDULED_YET_MESSAGE)).toBe(frAnswers['booking.notScheduledYet']);
  });
});
