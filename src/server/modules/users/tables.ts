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

export type UserTokenPurpose = 'verify-email' | 'reset-password';

/** A single-use emailed token; only its SHA-256 is kept. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** One counted attempt against an account (failed login, signup, resend, forgot-password). */
export interface AuthAttemptsTable {
  id: string;
  kind: string;
  /** SHA-256 of the normalised email or username: the log keeps no addresses. */
  account_key: string;
  at: string;
}
