import type { Kysely, Selectable } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { UsersTable } from './tables';
import type { PublicUser } from '#shared/contract/http/users';
import { idsOf } from '#shared/contract/http/ids';

export type UserRow = Selectable<UsersTable>;

const userById = prepareQuery<{ userId: string }, UserRow>((db, p) => db.selectFrom('users').selectAll().where('id', '=', p.userId));

const expertOfUser = prepareQuery<{ userId: string }, { id: string; user_name: string; display_name: string; profile_picture: string | null }>(
  (db, p) =>
    db.selectFrom('expert_profiles').select(['id', 'user_name', 'display_name', 'profile_picture']).where('user_id', '=', p.userId),
);

const softwaresOfExpert = prepareQuery<{ expertId: string }, { software: string }>((db, p) =>
  db.selectFrom('expert_softwares').select('software').where('expert_id', '=', p.expertId).orderBy('position'),
);

/** The user as the API shows it (buyer spec section 3) from its row, with its expert profile when it has one. */
export async function publicUserFromRow(db: Kysely<Database>, row: UserRow): Promise<PublicUser> {
  const expert = await expertOfUser.first(db, { userId: row.id });
  const softwares = expert ? await softwaresOfExpert.all(db, { expertId: expert.id }) : [];
  return {
    ...idsOf(row.id),
    name: row.name,
    username: row.username,
    email: row.email,
    profilePicture: row.profile_picture,
    createdAt: row.created_at,
    emailVerified: row.email_verified === 1,
    expertProfile: expert
      ? {
          ...idsOf(expert.id),
          userName: expert.user_name,
          displayName: expert.display_name,
          profilePicture: expert.profile_picture,
          softwares: softwares.map((s) => s.software),
        }
      : null,
  };
}

/** The public user of an id, or null when there is no such user. */
export async function toPublicUser(db: Kysely<Database>, userId: string): Promise<PublicUser | null> {
  const row = await userById.first(db, { userId });
  return row ? publicUserFromRow(db, row) : null;
}

/** The same as toPublicUser (the name other modules import). */
export const loadPublicUser = toPublicUser;
