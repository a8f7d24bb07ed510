import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openSqlite } from '#server/db/database';
import { seedExpert, type SeededExpert } from '../support/seed-expert';

/** A rating on a gig says how many reviews it is from, on the gig's page and on its expert's. */
let expert: SeededExpert;
let gigId: string;

test.beforeAll(async () => {
  expert = await seedExpert();
  const db = openSqlite(join(process.env.E2E_DATA_DIR ?? '', 'qurious.sqlite'));
  try {
    const { id: expertId } = await db.kysely.selectFrom('expert_profiles').select('id').where('user_name', '=', expert.userName).executeTakeFirstOrThrow();
    gigId = randomUUID();
    const buyerId = randomUUID();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('gigs')
      .values({ id: gigId, expert_id: expertId, title: 'Blender rigging clinic for short films', category: '3D & CAD Design', sub_category: '3D Modeling', description: 'Rig a character that moves well.', softwares_json: '["Blender"]', tags_json: '["rigging"]', gallery_json: '[]', active: 1, is_demo: 0, created_at: now, updated_at: now })
      .execute();
    await db.kysely
      .insertInto('gig_packages')
      .values(['basic', 'standard', 'premium'].map((tier, i) => ({ gig_id: gigId, tier: tier as 'basic', title: tier, description: tier, credits: 10 * (i + 1), session_time: '30 Minutes', extra_time: '10 Minutes', number_of_sessions: '1' })))
      .execute();
    await db.kysely
      .insertInto('users')
      .values({ id: buyerId, name: 'Rae Buyer', username: `rae_${buyerId.slice(0, 8)}`, email: `rae-${buyerId.slice(0, 8)}@example.com`, password_hash: 'x', email_verified: 1, token_version: 0, profile_picture: null, language: null, created_at: now, updated_at: now, deleted_at: null })
      .execute();
    await db.kysely
      .insertInto('reviews')
      .values({ id: randomUUID(), booking_id: randomUUID(), gig_id: gigId, expert_id: expertId, buyer_id: buyerId, rating: 5, text: 'Clear and patient.', created_at: now })
      .execute();
  } finally {
    await db.close();
  }
});

test('the gig page and the expert page show the rating with its review count', async ({ page }) => {
  await page.goto(`/gigs/${gigId}`);
  const rating = page.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first();
  await expect(rating).toBeVisible();
  await expect(rating).toHaveText('5.0 (1 review)');
  await page.goto(`/experts/${expert.userName}`);
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first()).toHaveText('5.0 (1 review)');
});
