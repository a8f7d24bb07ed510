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
  /** The interface language the user chose (en, pt, fr, ar, ko); null until one is picked. */
  language: string | null;
  created_at: string;
  updated_at: string;
  /** When the account was deleted (its personal data removed, the row kept for the ledger and reviews). */
  deleted_at: string | null;
  /** When the account was suspended (null: it is not); its reviews are held back (modules/reviews/held-back.ts). */
  suspended_at: string | null;
}

export type UserTokenPurpose = 'verify-email' | 'reset-password' | 'sign-in' | 'change-email';

/** A single-use emailed token (verification, reset, one-time sign-in); only its SHA-256 is kept. */
export interface UserTokensTable {
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** The address a 'change-email' token verifies (null for the other purposes). */
  new_email: string | null;
}

/** One counted attempt against an address (signup, resend, forgot-password, the notice mails). */
export interface AuthAttemptsTable {
  id: string;
  kind: string;
  /** SHA-256 of the normalised email or username: the log keeps no addresses. */
  account_key: string;
  at: string;
}

/**
 * A client the owner signed in from: the device token it was given (only its SHA-256 is kept),
 * bound to the user. With the right password it signs in while the account is throttled.
 */
export interface DeviceTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  /** A year after its last use. */
  expires_at: string;
}

/** Two accounts that signed in on the same client (one presented the other's device token); a row each way. */
export interface DeviceLinksTable {
  user_id: string;
  other_user_id: string;
  /** When it was first seen. */
  seen_at: string;
}

/**
 * The sign-in throttle of one key: an account's unrecognised clients (`user:<id>`, or `id:<sha256>`
 * for an identifier without an account) or one device token (`device:<id>`). Each attempt is
 * counted before the password is checked, with a conditional update on `version`, so every API
 * instance and every concurrent request sees the same count.
 */
export interface LoginThrottlesTable {
  key: string;
  /** The account it protects, when there is one (a password reset deletes its rows). */
  user_id: string | null;
  /** Attempts counted since the throttle was last clear. */
  failures: number;
  last_failure_at: string;
  /** No attempt is taken for this key before then. */
  next_at: string;
  /** When the owner was last told by email that the account is under attack. */
  alerted_at: string | null;
  version: number;
}

/**
 * One signed-in client: the session token carries its id, and the authenticator accepts
 * the token only while this row is there, unrevoked and unexpired.
 */
export interface AuthSessionsTable {
  id: string;
  user_id: string;
  /** The User-Agent the client signed in with (at most 512 characters). */
  user_agent: string;
  created_at: string;
  /** Moved forward by the authenticator at most once a minute. */
  last_seen_at: string;
  /** When its token expires: the row is of no use after that. */
  expires_at: string;
  revoked_at: string | null;
  /** When this session last passed the second factor (modules/second-factor); null: never. */
  second_factor_at: string | null;
}

/** A Google, Apple or Facebook account linked to a user. */
export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  /** Firebase's provider id: google.com, apple.com or facebook.com. */
  provider: string;
  /** The provider's own id of the account (unique per provider). */
  subject: string;
  /** The address the provider gave when it was linked, if any. */
  email: string | null;
  created_at: string;
}

/** A desktop sign-in handed to the system browser: the page posts the ID token, the app takes it. */
export interface SocialHandoffsTable {
  id: string;
  /** SHA-256 of the key only the app holds. */
  key_hash: string;
  id_token: string | null;
  created_at: string;
  expires_at: string;
}
