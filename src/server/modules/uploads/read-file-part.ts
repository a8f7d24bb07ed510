import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors';

/** What a route takes, as its refusals name it. */
type Upload = 'image' | 'file';

const NO_FILE_MESSAGE = { image: 'Choose an image to upload.', file: 'Choose a file to upload.' } as const satisfies Record<Upload, string>;
const unreadableMessage = (what: Upload) => `The upload could not be read. Please choose the ${what} again.`;
const wrongFieldMessage = (what: Upload, field: string) => `Send the ${what} in the multipart field "${field}".`;

/**
 * The bytes of the one file (an image, or a file for the routes that take other files) of a
 * multipart request, sent in `field`. Over 10MB the multipart limit answers 413 'File size must be less than 10MB.' before anything is stored; a body the
 * multipart parser cannot read (no boundary, cut short) answers 400, not 500.
 */
export async function readFilePart(request: FastifyRequest, field: string, what: Upload = 'image'): Promise<Buffer> {
  const noFile = NO_FILE_MESSAGE[what];
  const code = what === 'image' ? 'NO_IMAGE' : 'NO_FILE';
  if (!request.isMultipart()) throw badRequest(noFile, { [field]: noFile }, code);
  try {
    const file = await request.file();
    if (!file) throw badRequest(noFile, { [field]: noFile }, code);
    if (file.fieldname !== field) {
      file.file.resume();
      throw badRequest(wrongFieldMessage(what, field), { [field]: wrongFieldMessage(what, field) }, code);
    }
    return await file.toBuffer();
  } catch (err) {
    // The multipart limits throw errors with a status (413); the parser's own errors have none.
    if (err instanceof AppError || (err instanceof Error && 'statusCode' in err)) throw err;
    throw badRequest(unreadableMessage(what), { [field]: unreadableMessage(what) }, 'BAD_MULTIPART');
  }
}
