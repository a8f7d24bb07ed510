import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, isImageVariantWidth } from './image-variants';

describe('image variants', () => {
  it('lists the copies the server makes and the stored image as the widest candidate', () => {
    expect(imageSrcSet('/files/a.jpg')).toBe('/files/a.jpg?w=360 360w, /files/a.jpg?w=720 720w, /files/a.jpg 1280w');
  });

  it('adds the width to a URL that already has a query', () => {
    expect(imageVariantUrl('http://x.test/files/a.jpg?v=2', 360)).toBe('http://x.test/files/a.jpg?v=2&w=360');
  });

  it('knows only the widths it makes', () => {
    expect([360, 720, 500, 1280].map(isImageVariantWidth)).toEqual([true, true, false, false]);
  });
});
