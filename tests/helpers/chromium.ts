/**
 * The Chromium every browser test and bench drives: Debian's (Playwright cannot download browsers
 * here), without the background work that would share the machine with the page (networking,
 * component updates, sync, QUIC).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
