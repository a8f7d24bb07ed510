import type { Locator, Page } from '@playwright/test';

/** Clicks a button that opens the page's file input and picks `path` in the file chooser. */
export async function chooseFile(page: Page, button: Locator, path: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(path);
}

/** A stored gig draft whose first three steps are complete, so the wizard opens on the gallery step. */
export const readyGigDraft = {
  title: 'I will convert your HEIC photos live',
  category: 'Photography',
  subCategory: 'Photo Editing',
  softwares: ['Blender'],
  tags: ['photos', 'heic', 'editing', 'live'],
  description: 'A live session about photo formats.',
  gallery: [],
  pricing: {
    basic: { title: 'A', description: 'a', credits: 10, sessionTime: '15 Minutes', extraTime: '5 Minutes', numberOfSessions: '1' },
    standard: { title: 'B', description: 'b', credits: 20, sessionTime: '1 hr', extraTime: '20 Minutes', numberOfSessions: '1' },
    premium: { title: 'C', description: 'c', credits: 30, sessionTime: '2 hrs', extraTime: '40 Minutes', numberOfSessions: '2' },
  },
  isPublished: false,
};
