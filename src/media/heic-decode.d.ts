/** Types for heic-decode 2.x (the package ships none). */
declare module 'heic-decode' {
  export interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: Uint8ClampedArray;
  }

  export interface HeicImageHandle {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }

  interface DecodeHeic {
    /** Decodes the primary image. */
    (input: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedHeic>;
    /** Parses the container; each image decodes on demand. Call dispose() when done. */
    all(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImageHandle[] & { dispose(): void }>;
  }

  const decode: DecodeHeic;
  export default decode;
}
