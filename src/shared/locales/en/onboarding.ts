/**
 * The English source of the expert onboarding's messages: the field messages of its rules
 * (src/shared/domain/expert-rules.ts, the spec's exactly), the flow's toasts and errors, the server's
 * answers and the hosted phone verification's messages (src/shared/domain/expert-texts.ts). A
 * catalogue of its own, loaded on demand by the pages that show them (the wizard, the picture
 * editors, the phone page), so the home page never downloads it.
 */
export default {
  // Field messages (expert spec sections 5 and 9).
  'fullNameRequired': 'Full name is required',
  'displayNameRequired': 'Display name is required',
  'usernameRequired': 'Username is required',
  'profilePictureRequired': 'Profile picture is required',
  'bioMinimum': 'Minimum 150 characters about you is required',
  'languageRequired': 'Atleast one language is required',
  'professionRequired': 'Give us your last profession',
  'skillRequired': 'Skill is required',
  'softwareRequired': 'Atleast give us one software you excel',
  'verifyMobile': 'Verify mobile number',
  'usernameTooShort': 'Username must be at least 3 characters',
  'usernameInvalid': 'Only letters, numbers, . and _ allowed (not at ends)',
  'usernameAvailable': 'Username is available',
  'usernameTaken': 'Username already taken',
  'usernameError': 'Error checking username',
  // Not worded by the spec (the client never lets these happen; the server still checks them).
  'usernameTooLong': 'Username must be at most {{max}} characters',
  'nameTooLong': 'Name must be at most {{max}} characters',
  'displayNameTooLong': 'Display name must be at most {{max}} characters',
  'unknownLanguage': 'Choose a language from the list',
  'unknownLanguageLevel': 'Choose a level for each language',
  'unknownProfession': 'Choose a profession from the list',
  'unknownSpeciality': 'Choose specialities of the chosen profession',
  'yearOutOfRange': 'Choose a year from the list',
  'yearOrder': 'From year cannot be after To year',
  'skillIncomplete': 'A skill needs skill, level and experience',
  'unknownSkill': 'Choose a skill from the list',
  'unknownSubSkill': 'Choose sub-skills of the chosen skill',
  'duplicateSkill': 'Each skill can be added once',
  'unknownSoftware': 'Choose softwares from the list',
  'unknownCountry': 'Choose a country from the list',
  'phoneDigits': 'Enter a valid mobile number (digits only)',
  'otpFormat': 'Enter the 6-digit code',
  'hourlyRateInvalid': 'Hourly rate must be a whole number of credits from {{min}} to {{max}}',
  // The flow's other states and errors (expert spec section 8).
  'uploadFailedStep1': 'Upload failed. Try again.',
  'cropFailed': 'Failed to apply crop. Try Again.',
  'captchaMissing': 'Something went wrong with verification. Please reload the page.',
  'otpSendFailed': 'Failed to send OTP. Please check the number and try again.',
  'otpInvalid': 'Invalid OTP. Please try again.',
  'otpExpired': 'OTP expired. Please request a new one.',
  'submissionFailed': 'Submission failed',
  'profileCreated': 'Profile Created!',
  'uploadFailed': 'Upload failed',
  'profileUpdateFailed': 'Profile update failed',
  'pictureUpdateFailedAlert': 'Failed to update profile picture.',
  'pictureUpdated': 'Profile picture updated.',
  'updating': 'Updating...',
  // The server's answers (not worded by the spec).
  'emailNotVerified': 'Please verify your email address before creating your expert profile.',
  'phoneTokenInvalid': 'We could not confirm your phone verification. Please verify your mobile number again.',
  'phoneMismatch': 'The verified phone number does not match the number you entered. Please verify it again.',
  'phoneTokenUsed': 'This phone verification was already used. Please verify your mobile number again.',
  'phoneTaken': 'This mobile number is already on another expert profile. Use another number, or contact support to move it to this account.',
  'alreadyExpert': 'You already have an expert profile.',
  'profileCreatedServer': 'Your expert profile is created.',
  'profileUpdated': 'Your expert profile is updated.',
  'phoneUpdated': 'Your mobile number is updated.',
  // The hosted phone verification.
  'phone.gone': 'This verification link is no longer valid. Start again from the app.',
  'phone.expired': 'This verification link has expired. Start again from the app.',
  'phone.used': 'This number was already verified for the app.',
  'phone.posted': 'Your number is verified. You can go back to the Qurious app.',
} as const;
