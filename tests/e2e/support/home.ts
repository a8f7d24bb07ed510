import { expect, type Page } from '@playwright/test';

/**
 * The home page once its body (the strips and the coming-soon block, a chunk of their own) is
 * hydrated: its pre-rendered buttons do nothing before that, as on any server-rendered page.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.home-body[data-hydrated="true"]')).toBeAttached();
}
