import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { skillByName, skillGroups, softwareCategories, softwaresInCategory } from '#shared/catalog/index';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { FROZEN_NOW, type DemoServer, type DemoSession } from '../support/demo-server';
import { plantSignedInFlag } from '../support/accounts';

/** Who looks at a page: nobody, a demo buyer, or a demo expert (in expert mode). */
export type Viewer = 'visitor' | 'buyer' | 'expert';

export interface VisualPage {
  name: string;
  path: string;
  viewer: Viewer;
}

/** Every route of both specs, on the demo marketplace (the first expert's first gig, the first buyer). */
export function visualPages(server: Pick<DemoServer, 'plan'>): VisualPage[] {
  const expert = server.plan.experts[0];
  const gig = expert?.gigs[0];
  if (!expert || !gig) throw new Error('the demo plan has no expert');
  const group = skillGroups[0];
  const skill = skillByName(group?.skills[0] ?? '');
  const category = softwareCategories[0];
  const software = category ? softwaresInCategory(category.slug)[0] : undefined;
  if (!group || !skill || !category || !software) throw new Error('the catalogue is empty');
  const u = expert.userName;
  return [
    { name: 'home', path: '/', viewer: 'visitor' },
    { name: 'about', path: '/about', viewer: 'visitor' },
    { name: 'terms', path: '/terms', viewer: 'visitor' },
    { name: 'privacy', path: '/privacy', viewer: 'visitor' },
    { name: 'categories', path: '/categories', viewer: 'visitor' },
    { name: 'software-categories', path: '/categories/software', viewer: 'visitor' },
    { name: 'software-domain', path: `/categories/software/${category.slug}`, viewer: 'visitor' },
    { name: 'software', path: `/categories/software/${category.slug}/${software.slug}`, viewer: 'visitor' },
    { name: 'skill-domains', path: '/categories/domain', viewer: 'visitor' },
    { name: 'skill-domain', path: `/categories/domain/${group.slug}`, viewer: 'visitor' },
    { name: 'skill', path: `/categories/domain/${group.slug}/${skill.slug}`, viewer: 'visitor' },
    { name: 'search', path: '/search?keyword=blender', viewer: 'visitor' },
    { name: 'search-gigs', path: '/search/gigs?keyword=blender', viewer: 'visitor' },
    { name: 'gig', path: `/gigs/${gig.id}`, viewer: 'visitor' },
    { name: 'expert', path: `/experts/${u}`, viewer: 'visitor' },
    { name: 'not-found', path: '/no/such/page', viewer: 'visitor' },
    { name: 'dashboard', path: '/dashboard', viewer: 'buyer' },
    { name: 'wallet', path: '/wallet', viewer: 'buyer' },
    { name: 'user-orders', path: `/users/${server.plan.buyers[0]?.username ?? ''}`, viewer: 'buyer' },
    { name: 'become-expert', path: '/become_expert', viewer: 'buyer' },
    { name: 'become-expert-overview', path: '/become_expert/overview', viewer: 'buyer' },
    { name: 'become-expert-right', path: '/become_expert/overview/right', viewer: 'buyer' },
    { name: 'become-expert-wrong', path: '/become_expert/overview/wrong', viewer: 'buyer' },
    { name: 'become-expert-personal', path: '/become_expert/personal_info', viewer: 'buyer' },
    { name: 'expert-dashboard', path: `/users/${u}/expert_dashboard`, viewer: 'expert' },
    { name: 'expert-profile', path: `/users/${u}/expert_profile`, viewer: 'expert' },
    { name: 'expert-analytics', path: `/users/${u}/expert_anayltics`, viewer: 'expert' },
    { name: 'manage-gigs', path: `/users/${u}/manage_gigs`, viewer: 'expert' },
    { name: 'gig-detail', path: `/users/${u}/manage_gigs/gig/${gig.id}`, viewer: 'expert' },
    { name: 'gig-wizard', path: `/users/${u}/manage_gigs/new`, viewer: 'expert' },
    { name: 'gig-edit-pricing', path: `/users/${u}/manage_gigs/edit/${gig.id}/pricing`, viewer: 'expert' },
    { name: 'orders', path: `/users/${u}/orders`, viewer: 'expert' },
    { name: 'earnings', path: `/users/${u}/earnings`, viewer: 'expert' },
  ];
}

/** The session of a viewer on the demo server (null for a visitor). */
export async function sessionFor(server: DemoServer, viewer: Viewer): Promise<DemoSession | null> {
  if (viewer === 'visitor') return null;
  const id = viewer === 'buyer' ? server.plan.buyers[0]?.userId : server.plan.experts[0]?.userId;
  if (!id) throw new Error('the demo plan has no such account');
  return server.sessionOf(id);
}

/**
 * Freezes the page's clock at the server's (Date stands still; timers still run), and stores the
 * viewer's session where the browser build restores it from before any page script runs, with the
 * cookie that says so to the server (as a browser that signed in has it: its pages come as before,
 * without content rendered for a visitor).
 */
export async function prepareViewer(page: Page, session: DemoSession | null, viewer: Viewer): Promise<void> {
  await page.clock.setFixedTime(FROZEN_NOW);
  if (!session) return;
  await plantSignedInFlag(page);
  await page.addInitScript(
    ({ keys, token, user, mode }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, user);
      localStorage.setItem(keys.userMode, mode);
    },
    { keys: STORAGE_KEYS, token: session.token, user: JSON.stringify(session.user), mode: viewer === 'expert' ? 'expert' : 'user' },
  );
}

/**
 * What a page does on purpose: an unknown path is answered 404 (with the app's not-found page),
 * and Chromium logs that status of the document as a console error.
 */
export const EXPECTED_FAILURES: Record<string, RegExp> = {
  'not-found': /^(404 http:\/\/[^/]+\/no\/such\/page|console error: Failed to load resource: the server responded with a status of 404 \(Not Found\))$/,
};
/** Collects what a page logs as a console error or warning, its uncaught errors and its failing requests. */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/** A picture to crop: the same pixels on every run. */
export const cropSource = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 60, b: 200 } } })
    .composite([{ input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#f5a623"/></svg>') }])
    .jpeg()
    .toBuffer();
