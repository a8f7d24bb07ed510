import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { PRICING_TIERS, type Pricing } from '#shared/domain/gig-pricing';
import type { GigInput } from '#shared/domain/gig';
import type { GigPackagesTable, GigsTable } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

export type GigRow = GigsTable & { packages: GigPackagesTable[] };

export interface GigExpertRow {
  id: string;
  user_id: string;
  user_name: string;
  display_name: string;
  profile_picture: string | null;
}

export async function findExpertOfUser(db: Db, userId: string): Promise<GigExpertRow | undefined> {
  return db
    .selectFrom('expert_profiles')
    .select(['id', 'user_id', 'user_name', 'display_name', 'profile_picture'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findExpertById(db: Db, expertId: string): Promise<GigExpertRow | undefined> {
  return db
    .selectFrom('expert_profiles')
    .select(['id', 'user_id', 'user_name', 'display_name', 'profile_picture'])
    .where('id', '=', expertId)
    .executeTakeFirst();
}

async function withPackages(db: Db, gigs: GigsTable[]): Promise<GigRow[]> {
  if (gigs.length === 0) return [];
  const packages = await db
    .selectFrom('gig_packages')
    .selectAll()
    .where(
      'gig_id',
      'in',
      gigs.map((g) => g.id),
    )
    .execute();
  return gigs.map((g) => ({ ...g, packages: packages.filter((p) => p.gig_id === g.id) }));
}

export async function findGig(db: Db, id: string): Promise<GigRow | undefined> {
  const gig = await db.selectFrom('gigs').selectAll().where('id', '=', id).executeTakeFirst();
  return gig ? (await withPackages(db, [gig]))[0] : undefined;
}

/** Every gig of an expert, newest first. */
export async function listGigsOfExpert(db: Db, expertId: string): Promise<GigRow[]> {
  const gigs = await db
    .selectFrom('gigs')
    .selectAll()
    .where('expert_id', '=', expertId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withPackages(db, gigs);
}

const gigColumns = (input: GigInput) => ({
  title: input.title,
  category: input.category,
  sub_category: input.subCategory,
  description: input.description,
  softwares_json: JSON.stringify(input.softwares),
  tags_json: JSON.stringify(input.tags),
  gallery_json: JSON.stringify(input.gallery),
});

const packageRows = (gigId: string, pricing: Pricing): GigPackagesTable[] =>
  PRICING_TIERS.map((tier) => ({
    gig_id: gigId,
    tier,
    title: pricing[tier].title,
    description: pricing[tier].description,
    credits: pricing[tier].credits,
    session_time: pricing[tier].sessionTime,
    extra_time: pricing[tier].extraTime,
    number_of_sessions: pricing[tier].numberOfSessions,
  }));

/** Inserts a gig and its three packages in one transaction. */
export async function insertGig(
  db: Kysely<Database>,
  gig: { id: string; expertId: string; input: GigInput; active: boolean; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('gigs')
      .values({
        id: gig.id,
        expert_id: gig.expertId,
        ...gigColumns(gig.input),
        active: gig.active ? 1 : 0,
        is_demo: 0,
        created_at: gig.now,
        updated_at: gig.now,
      })
      .execute();
    await trx.insertInto('gig_packages').values(packageRows(gig.id, gig.input.pricing)).execute();
  });
}

/** Replaces a gig's fields and packages (an edit), optionally with its active flag, in one transaction. */
export async function replaceGig(
  db: Kysely<Database>,
  gig: { id: string; input: GigInput; active: boolean | undefined; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('gigs')
      .set({
        ...gigColumns(gig.input),
        ...(gig.active === undefined ? {} : { active: gig.active ? 1 : 0 }),
        updated_at: gig.now,
      })
      .where('id', '=', gig.id)
      .execute();
    await trx.deleteFrom('gig_packages').where('gig_id', '=', gig.id).execute();
    await trx.insertInto('gig_packages').values(packageRows(gig.id, gig.input.pricing)).execute();
  });
}

export async function setGigActive(db: Db, id: string, active: boolean, now: string): Promise<void> {
  await db
    .updateTable('gigs')
    .set({ active: active ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a gig (its packages go with it, by cascade and explicitly for databases without it). */
export async function deleteGigRow(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('gig_packages').where('gig_id', '=', id).execute();
    await trx.deleteFrom('gigs').where('id', '=', id).execute();
  });
}

/** The keys among `keys` that the user uploaded as gallery images. */
export async function ownedGalleryKeys(db: Db, userId: string, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('key')
    .where('user_id', '=', userId)
    .where('kind', '=', 'gallery')
    .where('key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.key));
}

/**
 * Whether any gig other than `exceptGigId` still shows the file at `url` (a stored /files/ path,
 * whose key has no LIKE wildcards: see isStorageKey).
 */
export async function isGalleryUrlInUse(db: Db, url: string, exceptGigId: string): Promise<boolean> {
  const row = await db
    .selectFrom('gigs')
    .select('id')
    .where('id', '!=', exceptGigId)
    .where('gallery_json', 'like', `%${JSON.stringify(url)}%`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteUploadRow(db: Db, key: string): Promise<void> {
  await db.deleteFrom('uploads').where('key', '=', key).execute();
}
