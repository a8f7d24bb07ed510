import type { UiLanguage } from '../../domain/ui-language';
import ar from './ar';
import type { CatalogNames } from './catalog-names';
import fr from './fr';
import ko from './ko';
import pt from './pt';

/**
 * Every language's catalogue names at once: for the server (search, pages, emails) and the tests.
 * The renderer never imports this file: it loads the chosen language's file alone.
 */
export const CATALOG_NAMES: Readonly<Record<Exclude<UiLanguage, 'en'>, CatalogNames>> = { fr, pt, ar, ko };
