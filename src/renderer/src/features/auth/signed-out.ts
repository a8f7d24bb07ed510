/**
 * Why a device was sent out of its session, as the page that tells it reads it from its path
 * (`/signed-out/<reason>`): its token was refused (ended from another device, or the password
 * changed there), or the account was deleted from here.
 */
export const SIGNED_OUT_REASONS = ['elsewhere', 'deleted'] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

export const signedOutPath = (reason: SignedOutReason): string => `/signed-out/${reason}`;
