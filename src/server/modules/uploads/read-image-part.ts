import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

export const NO_IMAGE_MESSAGE = 'Choose an image to upload.';
export const wrongFieldMessage = (field: string) => `Send the image in the multipart field "${field}".`;

/**
 * The bytes of the one file of a multipart request, sent in `field`. Over 10MB the multipart
 * limit answers 413 'File size must be less than 10MB.' before anything is stored.
 */
export async function readImagePart(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_IMAGE_MESSAGE, { [field]: NO_IMAGE_MESSAGE }, 'NO_IMAGE');
  const file = await request.file();
  if (!file) throw badRequest(NO_IMAGE_MESSAGE, { [field]: NO_IMAGE_MESSAGE }, 'NO_IMAGE');
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest(wrongFieldMessage(field), { [field]: wrongFieldMessage(field) }, 'NO_IMAGE');
  }
  return file.toBuffer();
}
