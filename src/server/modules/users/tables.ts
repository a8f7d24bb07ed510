export interface UsersTable {
  id: string;
  name: string;
  username: string;
  /** Stored lower-cased: one account per address whatever its case. */
  email: string;
  password_hash: string;
  email_verified: number;
  /** Bumped by a password reset: tokens carrying an older version stop working. */
  token_version: number;
  profile_picture: string | null;
  created_at: string;
  updated_at: string;
}
