/**
 * The expert onboarding's texts besides the field messages (those sit with their rules in
 * ./expert-rules): the flow's toasts and errors (expert spec section 8), the server's answers,
 * and the hosted phone verification's messages; the pages' own texts are the renderer's
 * catalogue (locales/<lng>/expert.ts). Quoted spec texts are used exactly. Their texts are the
 * onboarding catalogue's (src/shared/locales/<lng>/onboarding.ts); the client shows them in the
 * user's language by their English text.
 */
import { english } from '#shared/i18n/english';
import { englishOnboardingText as m } from '#shared/i18n/english-onboarding';

/** Texts of the other states and errors of the flow (expert spec section 8). */
export const expertTexts = {
  uploadFailedStep1: m('onboarding:uploadFailedStep1'),
  cropFailed: m('onboarding:cropFailed'),
  captchaMissing: m('onboarding:captchaMissing'),
  otpSendFailed: m('onboarding:otpSendFailed'),
  otpInvalid: m('onboarding:otpInvalid'),
  otpExpired: m('onboarding:otpExpired'),
  submissionFailed: m('onboarding:submissionFailed'),
  networkError: english('messages:auth.somethingWrong'),
  profileCreated: m('onboarding:profileCreated'),
  uploadFailed: m('onboarding:uploadFailed'),
  profileUpdateFailed: m('onboarding:profileUpdateFailed'),
  pictureUpdateFailedAlert: m('onboarding:pictureUpdateFailedAlert'),
  pictureUpdated: m('onboarding:pictureUpdated'),
  updating: m('onboarding:updating'),
  // Server answers (not worded by the spec).
  emailNotVerified: m('onboarding:emailNotVerified'),
  phoneTokenInvalid: m('onboarding:phoneTokenInvalid'),
  phoneMismatch: m('onboarding:phoneMismatch'),
  phoneTokenUsed: m('onboarding:phoneTokenUsed'),
  phoneTaken: m('onboarding:phoneTaken'),
  alreadyExpert: m('onboarding:alreadyExpert'),
  pictureNotYours: english('messages:account.pictureNotYours'),
  profileCreatedServer: m('onboarding:profileCreatedServer'),
  pictureUpdatedServer: m('onboarding:pictureUpdated'),
  // The expert's later edits of the profile (their answers and the page's toasts).
  profileUpdated: m('onboarding:profileUpdated'),
  phoneUpdated: m('onboarding:phoneUpdated'),
} as const;

/** The hosted phone verification's messages (its page texts are the renderer's catalogue, locales/<lng>/expert.ts). */
export const phoneSessionTexts = {
  gone: m('onboarding:phone.gone'),
  expired: m('onboarding:phone.expired'),
  used: m('onboarding:phone.used'),
  posted: m('onboarding:phone.posted'),
} as const;
