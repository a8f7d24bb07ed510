import { loadSharp } from '#media/libraries';
import type { ImageVariantWidth } from '#shared/domain/image-variants';
import { TtlCache } from '../../pages/ttl-cache';

/** Made copies kept in memory: stored files never change under their key, so a copy stays right; ~20 KB each at 720 px. */
const CACHE_MAX = 2_000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Copies of stored images scaled down to a width, in the stored image's format, made
 * with sharp on first request and kept in a bounded cache. An image no wider than the width comes
 * back at its own size (never scaled up).
 */
export function imageVariants() {
  const cache = new TtlCache<Buffer>(CACHE_MAX, CACHE_TTL_MS);
  return {
    async get(key: string, width: ImageVariantWidth, original: Buffer): Promise<Buffer> {
      const id = `${key}@${width}`;
      const hit = cache.get(id);
      if (hit) return hit;
      const sharp = await loadSharp();
      const made = await sharp(original).resize({ width, withoutEnlargement: true }).toBuffer();
      cache.set(id, made);
      return made;
    },
  };
}
