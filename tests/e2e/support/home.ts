import { expect, type Page } from '@playwright/test';
import { expectInteractive } from './interactive';

/**
 * The home page once its body (the strips and the coming-soon block, a chunk of their own) is
 * hydrated: its pre-rendered buttons do nothing before that, as on any server-rendered page, whose
 * scripts run once the visitor reaches for it.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expectHomeHydrated(page);
}

/** Reaches for the open home page (its scripts run then) and waits until its body is hydrated. */
export async function expectHomeHydrated(page: Page): Promise<void> {
  await expectInteractive(page);
  await expect(page.locator('.home-body[data-hydrated="true"]')).toBeAttached();
}
