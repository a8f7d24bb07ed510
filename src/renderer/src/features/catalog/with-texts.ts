import { i18n } from '#i18n/i18n';
import type { Namespace } from '#i18n/namespaces';

/**
 * A page module's loader that also loads the page's catalogue namespaces in the current language,
 * so the page renders translated at once instead of suspending on its first `t()`.
 */
export const withTexts =
  <M>(namespaces: readonly Namespace[], load: () => Promise<M>) =>
  async (): Promise<M> => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  };
