import { english } from '#shared/i18n/english';
import { fileExtension, checkImageFile, MAX_IMAGE_BYTES } from './media';

/**
 * The document policy of a request's attachments: beside screenshots, a buyer may attach a PDF (a
 * brief, an error log, a drawing). Isomorphic: the renderer checks the name and type, the server the
 * content.
 */
export const DOCUMENT_MIME_TYPE = 'application/pdf';
/** Value for an `<input type="file" accept>` attribute, added to the images'. */
export const DOCUMENT_ACCEPT = `.pdf,${DOCUMENT_MIME_TYPE}`;
/** The same 10MB as an image: one multipart limit for every upload. */
export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES;

export const ATTACHMENT_TYPE_MESSAGE = english('messages:media.attachmentType');
export const DOCUMENT_CONTENT_MESSAGE = english('messages:media.documentContent');

/** What a picked attachment is, by its reported type or, when the browser reports none, its name. */
export function attachmentKindOf(file: { name: string; type: string }): 'image' | 'document' | null {
  const type = file.type.toLowerCase();
  if (type === DOCUMENT_MIME_TYPE || (type === '' && fileExtension(file.name) === 'pdf')) return 'document';
  return checkImageFile(file).ok ? 'image' : null;
}

/** The PDF signature: a PDF starts with "%PDF-" (readers accept it within the first 1,024 bytes; we ask for it first). */
export const isPdf = (bytes: Uint8Array): boolean => bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

/** A stored attachment's kind, from its server-made key's extension. */
export const attachmentKindOfKey = (key: string): 'image' | 'document' => (key.endsWith('.pdf') ? 'document' : 'image');
