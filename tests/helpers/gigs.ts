import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';

type Caller = { auth: Record<string, string> };

/** A JPEG of the given size (default: the recommended 1280x769), drawn by sharp. */
export async function jpegOf(width = 1280, height = 769): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** Posts one file to POST /api/upload/gallery as the browser does (multipart field `files`). */
export async function postGalleryFile(
  t: TestApp,
  caller: Caller | null,
  file: { data: Buffer; name: string; type?: string },
  field = 'files',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return t.app.inject({ method: 'POST', url: '/api/upload/gallery', payload: form, headers: caller?.auth ?? {} });
}

export async function postGalleryPath(t: TestApp, caller: Caller | null, path: string) {
  return postGalleryFile(t, caller, { data: await readFile(path), name: basename(path) });
}

/** Uploads a gallery image as `caller` and returns its URL. */
export async function uploadGalleryImage(t: TestApp, caller: Caller, data?: Buffer): Promise<string> {
  const res = await postGalleryFile(t, caller, { data: data ?? (await jpegOf()), name: 'cover.jpg', type: 'image/jpeg' });
  if (res.statusCode !== 201) throw new Error(`gallery upload failed: ${res.statusCode} ${res.body}`);
  const url = (res.json<{ gallery: string[] }>()).gallery[0];
  if (!url) throw new Error('gallery upload returned no URL');
  return url;
}

/** A complete, valid gig body (category/subcategory and softwares from the catalogue). */
export function validGigInput(gallery: string[]) {
  return {
    title: 'I will teach you Blender modelling from scratch',
    category: '3D & CAD Design',
    subCategory: '3D Modeling',
    softwares: ['Blender'],
    tags: ['blender', 'modelling', '3d', 'beginners'],
    description: 'Live one-to-one sessions on hard-surface and organic modelling in Blender.',
    gallery,
    pricing: {
      basic: {
        title: 'Quick fix',
        description: 'One question answered live',
        credits: 20,
        sessionTime: '30 Minutes',
        extraTime: '10 Minutes',
        numberOfSessions: '1',
      },
      standard: {
        title: 'Deep dive',
        description: 'A guided modelling session',
        credits: 60,
        sessionTime: '1 hr',
        extraTime: '20 Minutes',
        numberOfSessions: '1',
      },
      premium: {
        title: 'Mentorship',
        description: 'Two long sessions with review',
        credits: 150,
        sessionTime: '2 hrs',
        extraTime: '45 Minutes',
        numberOfSessions: '2',
      },
    },
  };
}

/** Creates a gig through the API as `caller` (with one freshly uploaded image) and returns its id. */
export async function createTestGig(
  t: TestApp,
  caller: Caller,
  overrides: Partial<ReturnType<typeof validGigInput>> = {},
): Promise<string> {
  const gallery = overrides.gallery ?? [await uploadGalleryImage(t, caller)];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: caller.auth,
    payload: { ...validGigInput(gallery), ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`gig creation failed: ${res.statusCode} ${res.body}`);
  return res.json<{ gig: { _id: string } }>().gig._id;
}
