/**
 * The expert onboarding's texts besides the field messages (those sit with their rules in
 * ./expert-rules): the flow's toasts and errors (expert spec section 8), the server's answers,
 * and the hosted phone verification's messages; the pages' own texts are the renderer's
 * catalogue (locales/<lng>/expert.ts). Quoted spec texts are used exactly.
 */

/** Texts of the other states and errors of the flow (expert spec section 8). */
export const expertTexts = {
  uploadFailedStep1: 'Upload failed. Try again.',
  cropFailed: 'Failed to apply crop. Try Again.',
  captchaMissing: 'Something went wrong with verification. Please reload the page.',
  otpSendFailed: 'Failed to send OTP. Please check the number and try again.',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'OTP expired. Please request a new one.',
  submissionFailed: 'Submission failed',
  networkError: 'Something went wrong!',
  profileCreated: 'Profile Created!',
  uploadFailed: 'Upload failed',
  profileUpdateFailed: 'Profile update failed',
  pictureUpdateFailedAlert: 'Failed to update profile picture.',
  pictureUpdated: 'Profile picture updated.',
  updating: 'Updating...',
  // Server answers (not worded by the spec).
  emailNotVerified: 'Please verify your email address before creating your expert profile.',
  phoneTokenInvalid: 'We could not confirm your phone verification. Please verify your mobile number again.',
  phoneMismatch: 'The verified phone number does not match the number you entered. Please verify it again.',
  alreadyExpert: 'You already have an expert profile.',
  pictureNotYours: 'Upload your profile picture again.',
  profileCreatedServer: 'Your expert profile is created.',
  pictureUpdatedServer: 'Profile picture updated.',
} as const;

/** The hosted phone verification's messages (its page texts are the renderer's catalogue, locales/<lng>/expert.ts). */
export const phoneSessionTexts = {
  gone: 'This verification link is no longer valid. Start again from the app.',
  expired: 'This verification link has expired. Start again from the app.',
  used: 'This number was already verified for the app.',
  posted: 'Your number is verified. You can go back to the Qurious app.',
} as const;
