import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every accessibility check runs: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Where to look: only inside `include`, and never inside `exclude` (CSS selectors). */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/** One serious or critical violation, short enough to read in a failed `toEqual([])`. */
export interface AxeFinding {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  nodes: string[];
}

/** The serious and critical axe violations of the page as it is now, within `scope`. */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<AxeFinding[]> {
  // Only the violations are read: axe then keeps one node per passing, incomplete or inapplicable rule
  // instead of every node it checked, and hands far less back to the test.
  // Legacy mode runs axe in the page itself: the default opens a blank page for each scan to put the
  // frames' partial results together, which made a scan 2-3 times as long (home: 12 s against 4-5 s on a
  // loaded 2-core machine). What it gives up is cross-origin frames, and the product's pages have none
  // of their own (a third party's, such as reCAPTCHA's, is not ours to fix).
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (scope.include !== undefined) builder = builder.include(scope.include);
  if (scope.exclude !== undefined) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.impact === 'serious' || v.impact === 'critical'
      ? [{ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }]
      : [],
  );
}
