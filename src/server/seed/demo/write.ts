import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { PRICING_TIERS } from '#shared/domain/gig-pricing';
import { DAY, type DemoBuyer, type DemoExpert } from './plan';
import { demoId } from './random';
import { REVIEW_TEXTS } from './texts';
import { demoAvailability } from './availability';
import { saveAvailability } from '../../modules/availability/repo';

/** Rows of the demo marketplace, written inside the caller's transaction. */
type Trx = Transaction<Database> | Kysely<Database>;

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

export async function insertDemoUser(
  trx: Trx,
  user: { id: string; name: string; username: string; email: string; picture: string | null; createdAt: string },
  passwordHash: string,
): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      password_hash: passwordHash,
      email_verified: 1,
      token_version: 0,
      profile_picture: user.picture,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    })
    .execute();
  await trx.insertInto('demo_accounts').values({ user_id: user.id, created_at: user.createdAt }).execute();
}

export async function insertDemoBuyer(trx: Trx, buyer: DemoBuyer, passwordHash: string, at: string): Promise<void> {
  await insertDemoUser(trx, { id: buyer.userId, name: buyer.name, username: buyer.username, email: buyer.email, picture: null, createdAt: at }, passwordHash);
}

/** The expert's account, profile (with every part of it), uploads, gigs and packages. */
export async function insertDemoExpert(
  trx: Trx,
  e: DemoExpert,
  passwordHash: string,
  files: { avatar: StoredImage & { url: string }; gallery: Map<string, StoredImage & { url: string }> },
): Promise<void> {
  await insertDemoUser(trx, { id: e.userId, name: e.name, username: e.userName, email: e.email, picture: files.avatar.url, createdAt: e.createdAt }, passwordHash);
  const upload = (img: StoredImage, kind: 'avatar' | 'gallery', at: string) => ({
    key: img.key,
    user_id: e.userId,
    kind,
    width: img.width,
    height: img.height,
    bytes: img.bytes,
    created_at: at,
  });
  await trx
    .insertInto('uploads')
    .values([upload(files.avatar, 'avatar', e.createdAt), ...e.gigs.flatMap((g) => g.imageKeys.flatMap((k) => {
      const img = files.gallery.get(k);
      return img ? [upload(img, 'gallery', g.createdAt)] : [];
    }))])
    .execute();
  await trx
    .insertInto('expert_profiles')
    .values({
      id: e.expertId,
      user_id: e.userId,
      user_name: e.userName,
      first_name: e.firstName,
      last_name: e.lastName,
      display_name: e.displayName,
      profile_picture: files.avatar.url,
      description: e.bio,
      hourly_rate: e.hourlyRate,
      phone_country: 'United States',
      phone_country_code: '+1',
      phone_number: e.phone,
      phone_verified_at: e.createdAt,
      strengths_json: JSON.stringify(e.skills[0]?.subSkills.slice(0, 3) ?? []),
      created_at: e.createdAt,
      updated_at: e.createdAt,
    })
    .execute();
  const expert_id = e.expertId;
  await saveAvailability(trx, expert_id, demoAvailability(e.userName), new Date(e.createdAt));
  await trx.insertInto('expert_languages').values(e.languages.map(([language, level], position) => ({ expert_id, position, language, level }))).execute();
  await trx
    .insertInto('expert_skills')
    .values(e.skills.map((s, position) => ({ expert_id, position, skill: s.skill, level: s.level, experience: s.experience, sub_skills_json: JSON.stringify(s.subSkills) })))
    .execute();
  await trx.insertInto('expert_softwares').values(e.softwares.map((software, position) => ({ expert_id, position, software }))).execute();
  await trx
    .insertInto('expert_professions')
    .values({
      expert_id,
      position: 0,
      profession: e.profession.profession,
      from_year: e.profession.fromYear,
      to_year: e.profession.toYear,
      specialities_json: JSON.stringify(e.profession.specialities),
    })
    .execute();
  for (const g of e.gigs) {
    const gallery = g.imageKeys.flatMap((k) => files.gallery.get(k)?.url ?? []);
    await trx
      .insertInto('gigs')
      .values({
        id: g.id,
        expert_id,
        title: g.title,
        category: g.category,
        sub_category: g.subCategory,
        description: g.description,
        softwares_json: JSON.stringify(g.softwares),
        tags_json: JSON.stringify(g.tags),
        gallery_json: JSON.stringify(gallery),
        active: 1,
        is_demo: 1,
        created_at: g.createdAt,
        updated_at: g.createdAt,
      })
      .execute();
    await trx
      .insertInto('gig_packages')
      .values(
        PRICING_TIERS.map((tier) => {
          const p = g.pricing[tier];
          return {
            gig_id: g.id,
            tier,
            title: p.title,
            description: p.description,
            credits: p.credits,
            session_time: p.sessionTime,
            extra_time: p.extraTime,
            number_of_sessions: p.numberOfSessions,
          };
        }),
      )
      .execute();
  }
}

/** The reviews of the expert's gigs by the demo buyers (booking ids are demo placeholders). */
export async function insertDemoReviews(trx: Trx, e: DemoExpert, buyers: readonly DemoBuyer[]): Promise<number> {
  const rows = e.gigs.flatMap((g, gi) =>
    g.reviews.flatMap((rating, k) => {
      const buyer = buyers[(gi + k) % buyers.length];
      if (!buyer) return [];
      return [
        {
          id: demoId(`review:${g.id}:${k}`),
          booking_id: `demo-${demoId(`booking:${g.id}:${k}`)}`,
          gig_id: g.id,
          expert_id: e.expertId,
          buyer_id: buyer.userId,
          rating,
          text: REVIEW_TEXTS[(gi * 7 + k * 3 + rating) % REVIEW_TEXTS.length] ?? '',
          created_at: new Date(Date.parse(g.createdAt) + (k + 1) * DAY).toISOString(),
        },
      ];
    }),
  );
  if (rows.length > 0) await trx.insertInto('reviews').values(rows).execute();
  return rows.length;
}
