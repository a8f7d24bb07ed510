import sharp from 'sharp';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONTACT_HIDDEN_NOTICE, HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { MESSAGE_TEXTS } from '#shared/domain/messages';
import { signInThroughModal, signUpByApi, storeWebSession, type Account } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { seedExpert, type SeededExpert } from '../support/seed-expert';
import { seedGig, startBookingsServer, type BookingsServer } from './bookings-support';

/**
 * Messages between two browsers: a buyer contacts an expert from a gig page, the
 * expert's unread badge rises without a reload, the answer arrives live; an image; a phone number
 * masked before the booking and not after; blocking.
 */
let server: BookingsServer;

test.beforeAll(async () => {
  server = await startBookingsServer();
});
test.afterAll(async () => server.close());

async function pageOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Asia/Kolkata' });
  return context.newPage();
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Books the gig's basic package at its first open slot and has the expert accept it, through the API. */
async function acceptedBooking(page: Page, gigId: string, buyer: Account, expert: SeededExpert) {
  const base = server.baseURL;
  const top = await page.request.post(`${base}/api/wallet/checkout`, { headers: auth(buyer.token), data: { credits: 50 } });
  expect(top.status(), await top.text()).toBe(201);
  const slots = (await (await page.request.get(`${base}/api/public/gigs/${gigId}/slots?tier=basic`)).json()) as { slots: string[] };
  const at = slots.slots[0] ?? '';
  const booked = await page.request.post(`${base}/api/bookings`, {
    headers: auth(buyer.token),
    data: { gigId, tier: 'basic', proposedTimes: [at], timeZone: 'Asia/Kolkata', note: '' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { _id: string } };
  const accepted = await page.request.post(`${base}/api/bookings/${booking._id}/accept`, { headers: auth(expert.token), data: { scheduledAt: at } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test('a buyer contacts an expert from a gig page and they talk live: unread badge, image, masking, blocking', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Character rigging in Blender ${Date.now().toString(36)}`;
  const expert = await seedExpert(server.dataDir);
  const expertName = expert.user.expertProfile?.displayName ?? '';
  const gigId = await seedGig(server, expert.userName, title);
  const buyerPage = await pageOn(browser);
  const expertPage = await pageOn(browser);
  const buyer = await signUpByApi(buyerPage.request, { name: 'Bea Buyer', baseURL: server.baseURL, verify: true, mailDir: server.mailDir });
  const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
  const messages = (page: Page) => page.getByTestId('message');

  await test.step('a visitor pressing Contact signs in first, then lands in the conversation', async () => {
    await buyerPage.goto(`/gigs/${gigId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Contact' }).click();
    await expect(buyerPage.getByRole('dialog')).toBeVisible();
    await buyerPage.keyboard.press('Escape');
    await signInThroughModal(buyerPage, buyer.email, buyer.password);
    await expect(buyerPage.getByRole('banner').getByRole('link', { name: 'Messages' })).toBeVisible();
    await buyerPage.getByRole('button', { name: 'Contact' }).click();
    await expect(buyerPage).toHaveURL(/\/messages\/[\w-]+$/);
    // An expert is shown to buyers by the display name, never the private full name.
    await expect(buyerPage.getByRole('heading', { level: 2, name: expertName })).toBeVisible();
  });

  await test.step('the expert sees the unread badge rise without a reload and answers; the buyer sees it live', async () => {
    await storeWebSession(expertPage, expert, `/users/${expert.userName}/expert_dashboard`, 'expert');
    const mail = expertPage.getByRole('banner').getByRole('link', { name: /^Messages/ });
    await expect(mail).toBeVisible();
    await expect(expertPage.getByTestId('mail-unread')).toHaveCount(0);

    await composer(buyerPage).fill('Hi! Can you help me rig a character <b>this week</b>?');
    await composer(buyerPage).press('Enter');
    await expect(messages(buyerPage)).toHaveCount(1);
    await expect(expertPage.getByTestId('mail-unread')).toHaveText('1');

    await mail.click();
    await expect(expertPage).toHaveURL(/\/messages$/);
    await expertPage.getByTestId('conversation').filter({ hasText: 'Bea Buyer' }).click();
    await expect(messages(expertPage).first()).toContainText('Hi! Can you help me rig a character <b>this week</b>?');
    await expect(expertPage.getByTestId('mail-unread')).toHaveCount(0);
    await expect(buyerPage.getByTestId('receipt')).toHaveText('Seen');

    await composer(expertPage).pressSequentially('Sure');
    await expect(buyerPage.getByText(`${expertName} is typing…`)).toBeVisible();
    await composer(expertPage).fill('Sure! Call me on +91 98765 43210 to plan it.');
    await expertPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(expertPage.getByText(CONTACT_HIDDEN_NOTICE)).toBeVisible();
    await expect(messages(buyerPage).nth(1)).toContainText(`Sure! Call me on ${HIDDEN_CONTACT_TEXT} to plan it.`);
    await expect(messages(buyerPage).nth(1)).not.toContainText('98765');
    expect(await seriousViolations(expertPage)).toEqual([]);
    expect(await seriousViolations(buyerPage)).toEqual([]);
  });

  await test.step('the draft is kept per conversation across a reload', async () => {
    await composer(buyerPage).fill('A draft I will finish later');
    await buyerPage.reload();
    await expect(composer(buyerPage)).toHaveValue('A draft I will finish later');
    await composer(buyerPage).fill('');
  });

  await test.step('an image goes through the upload pipeline and appears on both sides', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    await buyerPage.locator('input[type="file"]').setInputFiles({ name: 'rig.png', mimeType: 'image/png', buffer: png });
    await expect(buyerPage.getByRole('img', { name: 'Image from You' })).toBeVisible();
    const img = expertPage.getByRole('img', { name: 'Image from Bea Buyer' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBe(900);
  });

  await test.step('after a booking, a phone number is no longer masked', async () => {
    await acceptedBooking(buyerPage, gigId, buyer, expert);
    await composer(expertPage).fill('Booked! My number is 9876543210.');
    await composer(expertPage).press('Enter');
    await expect(messages(buyerPage).last()).toContainText('Booked! My number is 9876543210.');
  });

  await test.step('once blocked, the buyer cannot message the expert', async () => {
    expertPage.once('dialog', (dialog) => void dialog.accept());
    await expertPage.getByRole('button', { name: 'Block' }).click();
    await expect(expertPage.getByText('You blocked this person.')).toBeVisible();
    await composer(buyerPage).fill('Hello? Are you there?');
    await composer(buyerPage).press('Enter');
    await expect(buyerPage.getByRole('alert')).toHaveText(MESSAGE_TEXTS.blockedYou);
    await buyerPage.reload();
    await expect(buyerPage.getByText(MESSAGE_TEXTS.blockedYou)).toBeVisible();
    await expect(composer(buyerPage)).toHaveCount(0);
  });
});
