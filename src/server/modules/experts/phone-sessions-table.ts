/** A phone verification handed to the hosted web page (see migration 0302). */
export interface PhoneSessionsTable {
  /** 32 random bytes, base64url: knowing it is what lets the page post the token. */
  id: string;
  user_id: string;
  /** The Firebase ID token of the phone sign-in, once the page posted it. */
  id_token: string | null;
  country: string | null;
  country_code: string | null;
  number: string | null;
  created_at: string;
  expires_at: string;
}

/** A Firebase phone sign-in used for an expert profile (migration 0940): each is used once. */
export interface PhoneSignInsTable {
  /** The sign-in's Firebase uid and auth_time: every token of one sign-in shares them. */
  sign_in: string;
  user_id: string;
  used_at: string;
  /** After this no token of the sign-in is accepted any more, so the row may go. */
  expires_at: string;
}
