import sharp from 'sharp';
import type { ExpertProfileEdit } from '#shared/domain/expert-profile-edit';
import type { ExpertSubmission } from '#shared/domain/expert-submission';
import type { TestApp } from './test-app';

type Caller = { auth: Record<string, string> };

/** A JPEG photo drawn by sharp (a square by default). */
export async function photoOf(width = 600, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** Posts one file to POST /api/upload/profile-picture as the browser does (multipart field `image`). */
export async function postAvatarFile(
  t: TestApp,
  caller: Caller | null,
  file: { data: Buffer; name: string; type?: string },
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return t.app.inject({ method: 'POST', url: '/api/upload/profile-picture', payload: form, headers: caller?.auth ?? {} });
}

/** Uploads a profile picture as `caller` and returns its URL. */
export async function uploadAvatar(t: TestApp, caller: Caller): Promise<string> {
  const res = await postAvatarFile(t, caller, { data: await photoOf(), name: 'me.jpg', type: 'image/jpeg' });
  if (res.statusCode !== 200) throw new Error(`avatar upload failed: ${res.statusCode} ${res.body}`);
  return (res.json<{ imageUrl: string }>()).imageUrl;
}

export const BIO =
  'I have spent twelve years building web products with React and Node, and I love helping people get unstuck ' +
  'with live debugging, code reviews and architecture advice.';

/** A complete, valid submission (every catalogue value real); the phone number is +91 98765 xxxxx. */
export function validSubmission(
  over: Partial<ExpertSubmission> & { profilePicture: string; phoneIdToken: string; number?: string },
): ExpertSubmission {
  const { number, ...rest } = over;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada L.',
    userName: 'ada.codes',
    description: BIO,
    languages: [
      { language: 'English', languageExperience: 'Fluent' },
      { language: 'Hindi', languageExperience: 'Conversational' },
    ],
    profession: [
      { profession: 'Software Engineer', fromYear: '2014', toYear: 'Present', professionSpecialties: ['Frontend', 'APIs'] },
    ],
    skills: [{ skill: 'Web Development', skillLevel: 'Expert', experience: '9 years', subSkills: [] }],
    softwares: ['VS Code', 'Figma'],
    mobileNumber: { country: 'India', countryCode: '+91', number: number ?? '9876500001', verified: true, step: 'verified' },
    ...rest,
  };
}

export async function submitExpert(t: TestApp, caller: Caller | null, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/experts', payload: body as object, headers: caller?.auth ?? {} });
}

/** A complete, valid edit of an expert's profile (PUT /api/experts/me): the submission's parts without picture and phone. */
export function validEdit(over: Partial<ExpertProfileEdit> & { userName: string }): ExpertProfileEdit {
  const { profilePicture: _picture, mobileNumber: _phone, phoneIdToken: _token, strengths: _strengths, ...edit } = validSubmission({
    profilePicture: '',
    phoneIdToken: '',
  });
  return { ...edit, hourlyRate: 40, ...over };
}
