import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { RASTER_PX, rasterFileOf, rasterIcon, rasterMatches } from '../../scripts/lib/icon-raster';

const iconDir = resolve(import.meta.dirname, '../../src/renderer/src/ui/catalog-icons');
const svgs = ['software', 'skill'].flatMap((kind) =>
  readdirSync(join(iconDir, kind))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => join(kind, f)),
);

describe('the catalogue icons’ rasters', () => {
  it('are drawn from the SVG beside each, at the raster size', async () => {
    expect(svgs.length).toBeGreaterThan(100);
    const off: string[] = [];
    for (const svg of svgs) {
      const raster = readFileSync(join(iconDir, rasterFileOf(svg)));
      const { width, height, format } = await sharp(raster).metadata();
      if (format !== 'webp' || width !== RASTER_PX || height !== RASTER_PX) off.push(`${svg}: ${format} ${width}x${height}`);
      else if (!(await rasterMatches(readFileSync(join(iconDir, svg)), raster))) off.push(`${svg}: not its drawing`);
    }
    // Fixed by `npx tsx scripts/gen-icons.ts`.
    expect(off).toEqual([]);
  });

  it('tell a raster of another icon from the drawing of this one', async () => {
    const figma = readFileSync(join(iconDir, 'software/figma.svg'));
    const blender = await rasterIcon(readFileSync(join(iconDir, 'software/blender.svg')));
    expect(await rasterMatches(figma, blender)).toBe(false);
    expect(await rasterMatches(figma, await rasterIcon(figma))).toBe(true);
  });
});
