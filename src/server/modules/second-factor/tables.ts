/** An account's TOTP secret; enabled_at is null while enrolment waits for its first code. */
export interface SecondFactorsTable {
  user_id: string;
  /** Encrypted at rest (secret-box.ts); never answered after enrolment. */
  secret_encrypted: string;
  created_at: string;
  enabled_at: string | null;
  /** The time step of the last accepted code: it and every earlier step are refused (replay). */
  last_used_step: number | null;
}

/** One recovery code, hashed; used_at set when it is spent. */
export interface SecondFactorRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}
