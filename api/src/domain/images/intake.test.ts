import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { createPrisma } from '../../db/prisma.js';
import { createRateLimits } from '../../limits/limits.js';
import { createMigratedDatabase } from '../../testing/databases.js';
import { buildUser } from '../../testing/factories.js';
import { AppError } from '../errors.js';
import { readUploadBytes } from '../uploads/chunks.js';
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE, acceptImage, type ImageUpload } from './intake.js';
import { judgeImage } from './moderation.js';
import { TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from './normalize.js';
import { createImagePool, type ImagePool } from './pool.js';
import {
  animatedGif,
  cameraJpegWithGps,
  motifNames,
  pixelFloodPng,
  scene,
  scenePng,
  skinBlobs,
  transparentPng,
} from '../../testing/images.js';

// Only what acceptImage needs: a database, rate limits, and an image pool with the real nsfwjs model (WASM
// backend) in one worker thread, loaded once for this file (~5 s).
const logger = pino({ level: 'silent' });
let db: Database;
let services: Parameters<typeof acceptImage>[0] & { prisma: ReturnType<typeof createPrisma>; images: ImagePool };
let ownerId: string;
beforeAll(async () => {
  db = await createMigratedDatabase(inject('template'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const images = createImagePool({ threads: 1, logger });
  services = { config, prisma: createPrisma(db), images, limits: createRateLimits(config) };
  ownerId = (await buildUser(services.prisma)).id;
  await services.images.ready();
}, 60_000);
afterAll(async () => {
  await services.images.close();
  await services.limits.close();
  await services.prisma.$disconnect();
  await db.close();
});

const accept = (data: Buffer, more: Partial<ImageUpload> = {}) => acceptImage(services, { data, ownerId, ...more });
const stored = async (uploadId: string) => {
  const row = await services.prisma.upload.findUniqueOrThrow({ where: { id: uploadId } });
  return { ...row, data: await readUploadBytes(services.prisma, row.id, row.byteSize) };
};
const uploadCount = () => services.prisma.upload.count({ where: { ownerId } });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('acceptImage: what gets stored', () => {
  it('re-encodes an ordinary picture as a JPEG under a random name', async () => {
    const result = await accept(await scene('tent', 2, 800, 600), {
      declaredType: 'image/jpeg',
      originalName: 'camping.jpg',
    });
    expect(result).toMatchObject({ width: 800, height: 600 });
    expect(result.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    const row = await stored(result.uploadId);
    expect(row).toMatchObject({
      ownerId,
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
      originalName: 'camping.jpg',
    });
    expect((await sharp(Buffer.from(row.data)).metadata()).format).toBe('jpeg');
  });

  it('applies the EXIF orientation, then drops EXIF (GPS included) from the stored bytes', async () => {
    const input = await cameraJpegWithGps();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 600, height: 400, orientation: 6 });
    // Tag 0x8825 (GPSInfo, type LONG) in the little-endian TIFF block: the GPS directory is there.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true);

    const result = await accept(input);
    expect(result).toMatchObject({ width: 400, height: 600 });
    const data = Buffer.from((await stored(result.uploadId)).data);
    const after = await sharp(data).metadata();
    expect(after).toMatchObject({ width: 400, height: 600 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(data.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(data.includes(Buffer.from('DadCam'))).toBe(false);
    // Orientation 6 turns the stored left half (red) to the top.
    const pixel = async (top: number) =>
      (await sharp(data).extract({ left: 200, top, width: 1, height: 1 }).raw().toBuffer()).subarray(0, 3);
    expect([...(await pixel(20))].map((c) => c > 128)).toEqual([true, false, false]);
    expect([...(await pixel(580))].map((c) => c > 128)).toEqual([false, false, true]);
  });

  it('caps the longest side at 2048 px and never enlarges', async () => {
    const plain = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
        .jpeg()
        .toBuffer();
    expect(await accept(await plain(3000, 1500))).toMatchObject({ width: 2048, height: 1024 });
    expect(await accept(await plain(1200, 2600))).toMatchObject({ width: 945, height: 2048 });
    expect(await accept(await plain(320, 200))).toMatchObject({ width: 320, height: 200 });
  });

  it('judges by content: a PNG named .jpg and declared as a JPEG is accepted as the PNG it is', async () => {
    const result = await accept(await scenePng(), { declaredType: 'image/jpeg', originalName: 'holiday.jpg' });
    expect(result).toMatchObject({ width: 640, height: 480 });
    expect((await stored(result.uploadId)).mimeType).toBe('image/jpeg'); // opaque: re-encoded as JPEG
  });

  it('keeps transparency (as WebP) and only the first frame of an animated GIF', async () => {
    const logo = await accept(await transparentPng(), { declaredType: 'image/png' });
    const logoRow = await stored(logo.uploadId);
    expect(logoRow.mimeType).toBe('image/webp');
    expect((await sharp(Buffer.from(logoRow.data)).metadata()).hasAlpha).toBe(true);

    const gif = await accept(await animatedGif());
    const gifData = Buffer.from((await stored(gif.uploadId)).data);
    expect(gif).toMatchObject({ width: 120, height: 80 });
    expect((await sharp(gifData).metadata()).pages ?? 1).toBe(1);
    const [r, , b] = await sharp(gifData).extract({ left: 60, top: 40, width: 1, height: 1 }).raw().toBuffer();
    expect([r! > 128, b! > 128]).toEqual([true, false]); // the red first frame
  });
});

describe('acceptImage: refusals store nothing', () => {
  it('refuses anything over 5 MB with 413', async () => {
    const before = await uploadCount();
    const error = await refusal(accept(Buffer.alloc(5 * 1024 * 1024 + 1)));
    expect([error.status, error.message]).toEqual([413, IMAGE_TOO_LARGE_MESSAGE]);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses what is not an image with 415, whatever the declared type or name', async () => {
    const text = Buffer.from('Definitely a photo of my grill.\n'.repeat(50));
    const error = await refusal(accept(text, { declaredType: 'image/png', originalName: 'grill.png' }));
    expect([error.status, error.message]).toEqual([415, NOT_AN_IMAGE_MESSAGE]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(accept(svg, { declaredType: 'image/svg+xml' }))).status).toBe(415);
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    expect((await refusal(accept(tiff, { declaredType: 'image/jpeg' }))).status).toBe(415);
  });

  it('refuses a pixel flood (a small file claiming 30000x30000) with 400 before decoding it', async () => {
    const flood = pixelFloodPng();
    expect(flood.byteLength).toBeLessThan(100);
    const error = await refusal(accept(flood));
    expect([error.status, error.message]).toEqual([400, TOO_MANY_PIXELS_MESSAGE]);
  });

  it('refuses more than 25 megapixels (a 30 MP header) from the header, before decoding', async () => {
    expect(TOO_MANY_PIXELS_MESSAGE).toBe('This image is too large to process: please select one under 25 megapixels.');
    // These PNGs have a header and no pixels: the 30 MP one is refused by size without being decoded, while
    // the 24 MP one (a recent iPhone's photo) passes the size check and only then fails to decode.
    const thirty = await refusal(accept(pixelFloodPng(6_000, 5_000)));
    expect([thirty.status, thirty.message]).toEqual([400, TOO_MANY_PIXELS_MESSAGE]);
    const phone = await refusal(accept(pixelFloodPng(6_000, 4_000)));
    expect([phone.status, phone.message]).toEqual([400, UNREADABLE_IMAGE_MESSAGE]);
  });

  it('refuses an image that cannot be decoded with 400', async () => {
    const truncated = (await scene()).subarray(0, 2000);
    const error = await refusal(accept(truncated));
    expect([error.status, error.message]).toEqual([400, UNREADABLE_IMAGE_MESSAGE]);
  });
});

describe('adult-image moderation with the real model', () => {
  it('lets every demo scene through, with low adult scores', async () => {
    for (const [i, motif] of motifNames.entries()) {
      const scores = await services.images.classify(await scene(motif, i, 320, 240));
      expect(scores.Porn + scores.Hentai, motif).toBeLessThan(0.1);
      expect(judgeImage(scores)).toEqual({ allowed: true });
    }
  });

  it('refuses images the model scores as adult with 400, and stores nothing', async () => {
    const before = await uploadCount();
    for (const set of ['warm', 'dark'] as const) {
      const error = await refusal(accept(await skinBlobs(set), { declaredType: 'image/png' }));
      expect(error.status).toBe(400);
      expect(error.code).toBe('IMAGE_BLOCKED');
      expect(error.message).toBe(
        'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.',
      );
    }
    expect(await uploadCount()).toBe(before);
  });

  it('takes the threshold as a parameter', async () => {
    const picture = await scene('lake', 1);
    await expect(accept(picture)).resolves.toMatchObject({ width: 800, height: 600 });
    const strict = await refusal(
      acceptImage(services, { data: picture, ownerId }, { policy: { explicit: 0.001, suggestive: 1 } }),
    );
    expect(strict.message).toMatch(/adult content/);
  });
});

describe('the image pool', () => {
  it('does the decoding and scoring in its worker thread: TensorFlow.js is never loaded on this one', async () => {
    const before = services.images.stats().completed;
    await accept(await scene('grill', 3, 640, 480));
    expect(services.images.stats()).toMatchObject({ started: true, threads: 1, completed: before + 1 });
    const loadedHere = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      /@tensorflow|nsfwjs/.test(file),
    );
    expect(loadedHere).toEqual([]);
  });
});

describe('uploads per member per hour', () => {
  const limited = (limits = createRateLimits(services.config)) => ({
    ...services,
    config: { ...services.config, uploads: { ...services.config.uploads, perMemberPerHour: 3 } },
    limits,
  });

  it('counts every upload that reaches image processing, refused ones too, then answers 429 with Retry-After', async () => {
    const quota = limited();
    const member = (await buildUser(services.prisma)).id;
    const text = Buffer.from('not a picture at all');
    try {
      // Not an image: refused before processing, so not counted.
      expect((await refusal(acceptImage(quota, { data: text, ownerId: member }))).status).toBe(415);
      for (let i = 0; i < 2; i++) {
        expect((await refusal(acceptImage(quota, { data: pixelFloodPng(), ownerId: member }))).status).toBe(400);
      }
      await acceptImage(quota, { data: await scene('books', 2, 320, 240), ownerId: member });
      const refused = await refusal(acceptImage(quota, { data: await scene(), ownerId: member }));
      expect([refused.status, refused.message]).toEqual([
        429,
        'You have reached the limit of 3 image uploads an hour: please try again later.',
      ]);
      expect(refused.extra.retryAfterSeconds).toBeGreaterThan(3500);
      expect(await services.prisma.upload.count({ where: { ownerId: member } })).toBe(1);
      // Another member has a quota of their own.
      await expect(acceptImage(quota, { data: await scene(), ownerId: ownerId })).resolves.toMatchObject({
        width: 800,
      });
    } finally {
      await quota.limits.close();
    }
  });

  it('holds across API processes sharing Redis', async () => {
    const config = {
      ...services.config,
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisKeyPrefix: `test_${randomBytes(6).toString('hex')}`,
    };
    const [one, two] = [limited(createRateLimits(config)), limited(createRateLimits(config))];
    const member = (await buildUser(services.prisma)).id;
    try {
      for (const apiProcess of [one, two, one]) {
        expect((await refusal(acceptImage(apiProcess, { data: pixelFloodPng(), ownerId: member }))).status).toBe(400);
      }
      expect((await refusal(acceptImage(two, { data: pixelFloodPng(), ownerId: member }))).status).toBe(429);
    } finally {
      await Promise.all([one.limits.close(), two.limits.close()]);
    }
  });
});
