import type { Kysely, Transaction } from 'kysely';
import { prepareQuery } from '../../db/prepared';
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

const gigById = prepareQuery<{ id: string }, GigsTable>((db, p) => db.selectFrom('gigs').selectAll().where('id', '=', p.id));
const packagesOfGig = prepareQuery<{ gigId: string }, GigPackagesTable>((db, p) =>
  db.selectFrom('gig_packages').selectAll().where('gig_id', '=', p.gigId),
);

export async function findGig(db: Kysely<Database>, id: string): Promise<GigRow | undefined> {
  const gig = await gigById.first(db, { id });
  return gig ? { ...gig, packages: await packagesOfGig.all(db, { gigId: id }) } : undefined;
}

type GigAndExpertRow = GigsTable & { [K in keyof GigExpertRow as `expert_${K}`]: GigExpertRow[K] };

const gigAndExpertById = prepareQuery<{ id: string }, GigAndExpertRow>((db, p) =>
  db
    .selectFrom('gigs as g')
    .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
    .selectAll('g')
    // The expert's id is the gig's expert_id.
    .select([
      'e.user_id as expert_user_id',
      'e.user_name as expert_user_name',
      'e.display_name as expert_display_name',
      'e.profile_picture as expert_profile_picture',
    ])
    .where('g.id', '=', p.id),
);

/** A gig with its packages and its expert, read in two statements. */
export async function findGigWithExpert(db: Kysely<Database>, id: string): Promise<{ gig: GigRow; expert: GigExpertRow } | undefined> {
  const row = await gigAndExpertById.first(db, { id });
  if (!row) return undefined;
  const { expert_user_id, expert_user_name, expert_display_name, expert_profile_picture, ...gig } = row;
  const expert = {
    id: row.expert_id,
    user_id: expert_user_id,
    user_name: expert_user_name,
    display_name: expert_display_name,
    profile_picture: expert_profile_picture,
  };
  return { gig: { ...gig, packages: await packagesOfGig.all(db, { gigId: id }) }, expert };
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
