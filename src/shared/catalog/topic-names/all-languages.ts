import type { UiLanguage } from '../../domain/ui-language';
import ar from './ar';
import fr from './fr';
import ko from './ko';
import pt from './pt';
import type { TopicNames } from './topic-names';

/**
 * Every language's topic and sub-skill names at once: for the server (search) and the tests. The
 * renderer never imports this file: it loads the page's language's file alone, where a page shows them.
 */
export const TOPIC_NAMES: Readonly<Record<Exclude<UiLanguage, 'en'>, TopicNames>> = { fr, pt, ar, ko };
