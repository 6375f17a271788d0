/**
 * The one way an image gets into Dadhood (post photos, comment images): size limit, content sniffed from the
 * bytes (never the declared type or the name), the member's hourly upload quota, decoded, re-encoded and scored
 * by the adult-image classifier in the image workers (./pool.ts), judged, and only then stored under a random
 * name. A refused image leaves nothing behind.
 */
import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { Services } from '../services.js';
import { readAll, type UploadBytes } from '../uploads/bytes.js';
import { sniffType } from '../uploads/sniff.js';
import { storeUpload } from '../uploads/store.js';
import { ADULT_IMAGE_POLICY, adultImageMessage, judgeImage, type ModerationPolicy } from './moderation.js';
import { countImageUpload } from './upload-quota.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'File too large: please select an image under 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Only images can be uploaded (JPEG, PNG, WebP or GIF).';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** An image as an adapter received it (a multipart part), before the intake has looked at it. */
export interface IncomingImage {
  data: UploadBytes;
  /** What the client claimed (Content-Type of the part); recorded nowhere and trusted for nothing. */
  declaredType?: string;
  originalName?: string;
}

export interface ImageUpload extends IncomingImage {
  ownerId: string;
  /** A message attachment: stored private to this conversation (docs/messaging.md). */
  conversationId?: string;
}

export interface AcceptedImage {
  url: string;
  uploadId: string;
  width: number;
  height: number;
  byteSize: number;
}

export async function acceptImage(
  services: Pick<Services, 'prisma' | 'images' | 'limits' | 'config'>,
  upload: ImageUpload,
  options: { policy?: ModerationPolicy } = {},
): Promise<AcceptedImage> {
  if (upload.data.byteLength > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
  const sniffed = await sniffType(upload.data);
  if (!sniffed || !acceptedTypes.has(sniffed)) throw unsupportedMediaType(NOT_AN_IMAGE_MESSAGE);

  await countImageUpload(services, upload.ownerId);
  // The workers take the whole image (at most 5 MB), read from the received file only once it passed the checks.
  const { image, scores } = await services.images.process(await readAll(upload.data));
  const verdict = judgeImage(scores, options.policy ?? ADULT_IMAGE_POLICY);
  if (!verdict.allowed) throw new AppError('IMAGE_BLOCKED', adultImageMessage(services.config.productName));

  const stored = await storeUpload(services.prisma, {
    data: image.data,
    mimeType: image.mimeType,
    ownerId: upload.ownerId,
    width: image.width,
    height: image.height,
    ...(upload.originalName ? { originalName: upload.originalName.slice(0, 255) } : {}),
    ...(upload.conversationId ? { conversationId: upload.conversationId } : {}),
  });
  return {
    url: stored.url,
    uploadId: stored.id,
    width: image.width,
    height: image.height,
    byteSize: image.data.byteLength,
  };
}
