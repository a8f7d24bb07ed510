import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors';

export const NO_IMAGE_MESSAGE = 'Choose an image to upload.';
export const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please choose the image again.';
export const wrongFieldMessage = (field: string) => `Send the image in the multipart field "${field}".`;

/**
 * The bytes of the one file of a multipart request, sent in `field`. Over 10MB the multipart
 * limit answers 413 'File size must be less than 10MB.' before anything is stored; a body the
 * multipart parser cannot read (no boundary, cut short) answers 400, not 500.
 */
export async function readImagePart(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_IMAGE_MESSAGE, { [field]: NO_IMAGE_MESSAGE }, 'NO_IMAGE');
  try {
    const file = await request.file();
    if (!file) throw badRequest(NO_IMAGE_MESSAGE, { [field]: NO_IMAGE_MESSAGE }, 'NO_IMAGE');
    if (file.fieldname !== field) {
      file.file.resume();
      throw badRequest(wrongFieldMessage(field), { [field]: wrongFieldMessage(field) }, 'NO_IMAGE');
    }
    return await file.toBuffer();
  } catch (err) {
    // The multipart limits throw errors with a status (413); the parser's own errors have none.
    if (err instanceof AppError || (err instanceof Error && 'statusCode' in err)) throw err;
    throw badRequest(UNREADABLE_UPLOAD_MESSAGE, { [field]: UNREADABLE_UPLOAD_MESSAGE }, 'BAD_MULTIPART');
  }
}
