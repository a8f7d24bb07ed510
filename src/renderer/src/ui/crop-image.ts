/** The pixel area of a crop, in the rotated image's coordinates (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOutput {
  /** 'image/jpeg' (the profile pictures are JPEG). */
  type: 'image/jpeg';
  /** 0 to 1. */
  quality: number;
  /** The longest side of the output; larger crops are scaled down. */
  maxSide?: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.addEventListener('load', () => resolve(img));
    img.addEventListener('error', () => reject(new Error('The image could not be read.')));
    img.src = src;
  });
}

/** The size of the box a width x height image needs once rotated by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const r = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(r) * width) + Math.abs(Math.sin(r) * height),
    height: Math.abs(Math.sin(r) * width) + Math.abs(Math.cos(r) * height),
  };
}

/**
 * Cuts `area` out of the image rotated by `rotation` degrees, as react-easy-crop describes it,
 * and encodes it (the transparent parts of a rotated corner become white).
 */
export async function cropImage(src: string, area: CropArea, rotation: number, output: CropOutput): Promise<Blob> {
  const image = await loadImage(src);
  const bounds = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(bounds.width);
  rotated.height = Math.round(bounds.height);
  const rctx = rotated.getContext('2d');
  if (!rctx) throw new Error('No canvas.');
  rctx.translate(rotated.width / 2, rotated.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const scale = output.maxSide ? Math.min(1, output.maxSide / Math.max(area.width, area.height)) : 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No canvas.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The crop could not be encoded.'))), output.type, output.quality),
  );
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The image could not be read.')),
    );
    reader.addEventListener('error', () => reject(new Error('The image could not be read.')));
    reader.readAsDataURL(blob);
  });
}
