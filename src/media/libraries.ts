import { lazy } from '#shared/lazy';

/**
 * The image libraries, loaded when an image is first read or made rather than when the process starts:
 * sharp brings libvips, heic-decode a WebAssembly HEVC decoder, and the API's start needs neither.
 */
export const loadSharp = lazy(async () => (await import('sharp')).default);
export const loadHeicDecode = lazy(async () => (await import('heic-decode')).default);
