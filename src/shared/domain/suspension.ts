/**
 * A suspended account's refusal (sign-in, and a booking or a withdrawal with a session started as it
 * was suspended) carries this code; its text is written by the server in the account's language
 * (modules/users/suspension.ts, from the catalogue the emails use, so no page's script carries it).
 * The console's side (the forms and their refusals) is in ./ops-account-actions.
 */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
