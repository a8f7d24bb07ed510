import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * A package costs at least 10 credits (MIN_PACKAGE_CREDITS in shared/domain/pricing-tiers.ts): a
 * free package let anyone buy sessions, and the reviews that follow them, at no cost. Every package
 * below it is raised to it, and the owner of each gig that changed finds a bell notice saying which
 * gig and why, written in their language when they read it (the keys of emails:bell.priceRaised).
 * The figure is written here as it was when the migration was made: a later change of the rule
 * needs a migration of its own. Down keeps the raised prices (the old ones are not kept).
 */
const MIN_CREDITS = 10;

interface LowGig {
  gig_id: string;
  title: string;
  user_id: string;
  user_name: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const low = await sql<LowGig>`
    SELECT DISTINCT g.id AS gig_id, g.title, e.user_id, e.user_name
    FROM gig_packages p
    JOIN gigs g ON g.id = p.gig_id
    JOIN expert_profiles e ON e.id = g.expert_id
    WHERE p.credits < ${MIN_CREDITS}
    ORDER BY g.id`.execute(db);
  if (low.rows.length === 0) return;
  await sql`UPDATE gig_packages SET credits = ${MIN_CREDITS} WHERE credits < ${MIN_CREDITS}`.execute(db);
  const now = new Date().toISOString();
  for (const g of low.rows) {
    const data = JSON.stringify({
      title: { key: 'emails:bell.priceRaised.title', values: { gig: g.title } },
      body: { key: 'emails:bell.priceRaised.body', values: { gig: g.title, min: MIN_CREDITS } },
    });
    const link = `/users/${encodeURIComponent(g.user_name)}/manage_gigs/gig/${encodeURIComponent(g.gig_id)}`;
    await sql`
      INSERT INTO notifications (id, user_id, kind, data_json, link, subject_id, created_at, read_at)
      VALUES (${randomUUID()}, ${g.user_id}, 'gig.price_raised', ${data}, ${link}, ${g.gig_id}, ${now}, NULL)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'gig.price_raised'`.execute(db);
}
