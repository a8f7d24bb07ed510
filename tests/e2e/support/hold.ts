import type { Page } from '@playwright/test';

/**
 * Holds the next request to `url` until release() is called, so a test can see the page wait
 * (a spinner, "Sending...") for as long as it needs to look, however slow the machine is.
 */
export async function holdNextRequest(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return { release };
}
