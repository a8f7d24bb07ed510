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
