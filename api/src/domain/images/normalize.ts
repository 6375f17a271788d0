/**
 * Turns an accepted upload into the image we store: decoded with a pixel limit (pixel floods are refused before
 * any large allocation), turned upright, scaled down to a longest side of 2048 px, and re-encoded, which drops
 * every metadata block (EXIF with GPS, XMP, IPTC, comments) along with anything hidden after the image data.
 * Runs in the image workers (./image-worker.ts), off the thread that answers requests.
 */
import sharp from 'sharp';
import { badInput, isAppError } from '../errors.js';

/** What a phone camera produces, with room to spare: 12 MP by default, 24 MP on recent iPhones (docs/images.md). */
export const MAX_INPUT_PIXELS = 25_000_000;
export const MAX_IMAGE_SIDE = 2048;

export const TOO_MANY_PIXELS_MESSAGE = 'This image is too large to process: please select one under 25 megapixels.';
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read: please select another one.';

export interface NormalizedImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const open = (data: Buffer) => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

function readFailure(error: unknown) {
  return /pixel limit/i.test(String((error as Error)?.message))
    ? badInput(TOO_MANY_PIXELS_MESSAGE)
    : badInput(UNREADABLE_IMAGE_MESSAGE);
}

/**
 * Opaque images become JPEG; images with real transparency become WebP, which keeps the alpha channel at a
 * fraction of PNG's size. Only the first frame of an animated GIF or WebP is kept (what moderation judged).
 */
export async function normalizeImage(data: Buffer): Promise<NormalizedImage> {
  try {
    const { width, height, hasAlpha } = await open(data).metadata();
    if (width * height > MAX_INPUT_PIXELS) throw badInput(TOO_MANY_PIXELS_MESSAGE);
    const opaque = !hasAlpha || (await open(data).stats()).isOpaque;
    const pipeline = open(data)
      .autoOrient()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = opaque
      ? pipeline.jpeg({ quality: 82, progressive: true })
      : pipeline.webp({ quality: 85, alphaQuality: 100 });
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, mimeType: opaque ? 'image/jpeg' : 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw isAppError(error) ? error : readFailure(error);
  }
}
