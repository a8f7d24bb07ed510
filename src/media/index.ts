/** The Node-only image pipeline: used by Electron main before upload and by the server for every upload. */
export { probeImage } from './probe';
export { sniffImageFormat } from './sniff';
export { prepareAvatarImage, prepareGalleryImage, prepareMessageImage, toJpeg } from './prepare';
export { encodeImage, GALLERY_JPEG_QUALITY, GALLERY_WEBP_QUALITY, type EncodeOptions } from './encode';
export { openImage } from './decode';
export type {
  EncodedImage,
  MediaFailure,
  MediaFailureCode,
  PrepareResult,
  ProbedImage,
  ProcessedImage,
} from './result';
