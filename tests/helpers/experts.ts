import { randomUUID } from 'node:crypto';
import { createTestUser, type SeedTarget } from './users';

let counter = 0;

/**
 * A signed-in user with a complete expert profile put straight into the database, for suites that
 * need an expert (gigs, bookings, search) without walking the onboarding wizard.
 */
export async function createTestExpert(
  t: SeedTarget,
  opts: {
    userName?: string;
    displayName?: string;
    hourlyRate?: number | null;
    languages?: Array<[string, string]>;
    skills?: Array<[string, string, string]>;
    softwares?: string[];
  } = {},
) {
  counter += 1;
  const user = await createTestUser(t);
  const expertId = randomUUID();
  const now = t.clock.now().toISOString();
  const userName = opts.userName ?? `expert_${counter}_${expertId.slice(0, 4)}`;
  await t.db.kysely
    .insertInto('expert_profiles')
    .values({
      id: expertId,
      user_id: user.id,
      user_name: userName,
      first_name: 'Ada',
      last_name: `Tester${counter}`,
      display_name: opts.displayName ?? `Ada T. ${counter}`,
      profile_picture: null,
      description: 'I help people learn the tools I use every day, with patient live sessions. '.repeat(3),
      hourly_rate: opts.hourlyRate === undefined ? 320 : opts.hourlyRate,
      phone_country: 'India',
      phone_country_code: '+91',
      // A number is on one expert profile at most: ten digits drawn from the profile's id.
      phone_number: `+91${String(parseInt(expertId.replace(/-/g, '').slice(0, 12), 16) % 10_000_000_000).padStart(10, '0')}`,
      phone_verified_at: now,
      strengths_json: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const languages = opts.languages ?? [['English', 'Fluent']];
  await t.db.kysely
    .insertInto('expert_languages')
    .values(languages.map(([language, level], position) => ({ expert_id: expertId, position, language, level })))
    .execute();
  const skills = opts.skills ?? [['Web Development', 'Expert', '5 years']];
  await t.db.kysely
    .insertInto('expert_skills')
    .values(
      skills.map(([skill, level, experience], position) => ({
        expert_id: expertId,
        position,
        skill,
        level,
        experience,
        sub_skills_json: '[]',
      })),
    )
    .execute();
  const softwares = opts.softwares ?? ['Visual Studio Code'];
  await t.db.kysely
    .insertInto('expert_softwares')
    .values(softwares.map((software, position) => ({ expert_id: expertId, position, software })))
    .execute();
  return { ...user, expertId, userName };
}
