/** The unit project's setup (vitest.config.ts): components find the renderer's i18next instance, in English. */
import './i18n';
