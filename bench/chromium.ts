import { CHROMIUM_ARGS } from '../tests/helpers/chromium';

/**
 * The switches of the Chromium the page benches drive (Lighthouse, the home page's load, the main
 * thread's CPU), in one place so that every bench measures the same browser.
 *
 * Chromium 156 loads its own omnibox popup, a WebUI page in a renderer of its own, while the
 * measured page loads: about 100 ms of CPU, half of it while the page's first task runs. On two
 * cores it takes the page's core and stretches the page's tasks in wall time, which is what
 * Lighthouse multiplies into total blocking time. A phone loading a page does not run that
 * popup, so the benches switch it off.
 *
 * Chromium keeps only the last `--disable-features`, so this list replaces Playwright's own. It is
 * the list Lighthouse's launcher gives Chromium (chrome-launcher's defaults), plus the popup's
 * features and the Google requests Playwright turns off: a browser as close as it gets to the one
 * Lighthouse's figures are calibrated for.
 */
const DISABLED_FEATURES = [
  // chrome-launcher's defaults.
  'Translate',
  'AcceptCHFrame',
  'MediaRouter',
  'OptimizationHints',
  'ProcessPerSiteUpToMainFrameThreshold',
  'IsolateSandboxedIframes',
  // The omnibox popup's WebUI and its preloading.
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  // Requests to Google at start, as Playwright has them off.
  'AimEnabled',
  'PreconnectToSearch',
  'NetworkTimeServiceQuerying',
];

export const BENCH_CHROMIUM_ARGS: readonly string[] = [...CHROMIUM_ARGS, `--disable-features=${DISABLED_FEATURES.join(',')}`];
