import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { HOURLY_RATE_BOUNDS } from '#shared/domain/search';
import { DOLLAR_RATE_BUCKETS, type RateBuckets } from './0502_search_facets_shared';
import { refreshFunction } from './0502_search_facets_postgres';
import { refreshTrigger } from './0502_search_facets_sqlite';

/**
 * The expert's hourly rate in credits, like every other price (it was whole US dollars).
 *
 * The rule: a rate in dollars becomes dollars × ₹80 (a fixed rate of exchange, near the market's
 * when prices moved to credits) ÷ ₹10 a credit, rounded half up to a whole credit: dollars × 8,
 * so $55 is 440 credits (₹4,400). At 8 credits to the dollar the search's dollar buckets ($0-$25,
 * $25-$50, $50-$100, $100+) are exactly the credit buckets 0-200, 200-400, 400-800 and 800+: every
 * expert stays in the bucket they were in. Down converts back with the same rate (rounded half up
 * to a whole dollar), so a rate changed since may not come back exactly.
 *
 * The search index puts a gig's bucket into its text as a facet word; its refresh (0502's trigger
 * on SQLite, function on PostgreSQL) is rebuilt with the credit buckets of #shared/domain/search,
 * then every gig of an expert with a rate is refreshed.
 */
const RUPEES_PER_DOLLAR = 80;
const RUPEES_PER_CREDIT = 10;

/** A rate in whole dollars as whole credits (the rule above). */
export const creditsFromDollars = (dollars: number): number => Math.round((dollars * RUPEES_PER_DOLLAR) / RUPEES_PER_CREDIT);

/** A rate in whole credits as whole dollars (down). */
export const dollarsFromCredits = (credits: number): number => Math.round((credits * RUPEES_PER_CREDIT) / RUPEES_PER_DOLLAR);

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** `rate × numerator ÷ denominator` rounded half up (rates are never negative), as SQL both dialects read alike. */
const scaled = (numerator: number, denominator: number) =>
  sql.raw(`CAST(FLOOR((hourly_rate * ${numerator} + ${denominator / 2}) / ${denominator}) AS INTEGER)`);

const RATED_GIGS = 'SELECT g.id FROM gigs g JOIN expert_profiles e ON e.id = g.expert_id WHERE e.hourly_rate IS NOT NULL';

async function convert(db: Kysely<unknown>, buckets: RateBuckets, numerator: number, denominator: number): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(refreshFunction(buckets)).execute(db);
  } else {
    await sql.raw('DROP TRIGGER gig_search_refresh_run').execute(db);
    await sql.raw(refreshTrigger(buckets)).execute(db);
  }
  await sql`UPDATE expert_profiles SET hourly_rate = ${scaled(numerator, denominator)} WHERE hourly_rate IS NOT NULL`.execute(db);
  // The update's own triggers refresh the gigs whose rate changed; a rate that stayed (0) still needs its new bucket word.
  await sql.raw(isPostgres(db) ? `SELECT qurious_search_refresh(ARRAY(${RATED_GIGS}))` : `INSERT INTO gig_search_refresh (gig_id) ${RATED_GIGS}`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await convert(db, HOURLY_RATE_BOUNDS, RUPEES_PER_DOLLAR, RUPEES_PER_CREDIT);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await convert(db, DOLLAR_RATE_BUCKETS, RUPEES_PER_CREDIT, RUPEES_PER_DOLLAR);
}
