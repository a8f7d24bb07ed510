import { expect, type Page } from '@playwright/test';
import { INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';

/** Waits until the client has taken the page over, without reaching for it. */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
}

/**
 * Reaches for the page as a visitor's first gesture does (a pointer's move, dispatched on the
 * document so that nothing is hovered) and waits until the client has taken it over: a server-drawn
 * page shows its content before that (a signed-out visitor's page runs its scripts only once reached
 * for), and a page in another language is drawn anew once its catalogue is here.
 */
export async function expectInteractive(page: Page): Promise<void> {
  await page.locator('html').dispatchEvent('pointermove');
  await expectTakenOver(page);
}
