import { expect, type Page } from '@playwright/test';
import { INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';

/**
 * Waits until the client has taken the page over: a server-drawn page shows its content
 * before that, in English, and a page in another language is drawn anew once its catalogue is here.
 */
export async function expectInteractive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(INTERACTIVE_ATTRIBUTE, '');
}
