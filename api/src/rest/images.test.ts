import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient, signedInMember } from '../testing/factories.js';
import { multipart } from '../testing/rest.js';
import { pixelFloodPng, scene, skinBlobs } from '../testing/images.js';

// One app, and so one load of the real moderation model (~5 s), for the whole file.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.services.moderation.ready();
}, 120_000);
afterAll(() => app.close());

const imageForm = (data: Buffer, type = 'image/jpeg', name = 'photo.jpg', field = 'image') =>
  multipart({}, { [field]: { data, type, name } });

describe('POST /api/comments/upload-image', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().post('/api/comments/upload-image', imageForm(await scene()));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('stores the re-encoded image and answers {imageUrl}, served from /uploads', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/comments/upload-image', imageForm(await scene('pancakes', 4, 1000, 700)));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { imageUrl: string };
    expect(Object.keys(body)).toEqual(['imageUrl']);
    expect(body.imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
    // Posted nowhere yet: its uploader's alone.
    const served = await client.get(body.imageUrl);
    expect(served.status).toBe(200);
    expect((await app.client().get(body.imageUrl)).status).toBe(404);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const row = await app.services.prisma.upload.findFirstOrThrow({ where: { ownerId: user.id } });
    expect(row).toMatchObject({ width: 1000, height: 700, originalName: 'photo.jpg' });
  });

  it('answers 400 without a file in the field `image`', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post(
      '/api/comments/upload-image',
      imageForm(await scene(), 'image/jpeg', 'a.jpg', 'photo'),
    );
    expect(response.status).toBe(400);
    const empty = await client.post('/api/comments/upload-image', { multipart: new FormData() });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Please choose an image to upload.' });
  });

  it('judges the content: text declared as a PNG is 415', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post(
      '/api/comments/upload-image',
      imageForm(Buffer.from('not a picture'), 'image/png', 'x.png'),
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Only images can be uploaded (JPEG, PNG, WebP or GIF).' });
  });

  it('answers 413 over 5 MB, with the image wording', async () => {
    const { client } = await signedInMember(app);
    const response = await client.post('/api/comments/upload-image', imageForm(Buffer.alloc(5 * 1024 * 1024 + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'File too large: please select an image under 5MB' });
  });

  it('refuses an image the model scores as adult with 400 IMAGE_BLOCKED (the web app opens its modal) and the message', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post(
      '/api/comments/upload-image',
      imageForm(await skinBlobs('warm'), 'image/png', 'blobs.png'),
    );
    expect(response.status).toBe(400);
    const { message, code } = (await response.json()) as { message: string; code: string };
    expect(message).toBe(
      'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.',
    );
    expect(code).toBe('IMAGE_BLOCKED');
    expect(await app.services.prisma.upload.count({ where: { ownerId: user.id } })).toBe(0);
  });
});

describe('POST /api/uploads/images', () => {
  it('answers 201 with the URL and the stored size', async () => {
    const { client } = await signedInMember(app);
    const large = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toBuffer();
    const response = await client.post('/api/uploads/images', imageForm(large));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      imageUrl: expect.stringMatching(/^\/uploads\/.+\.jpg$/),
      width: 2048,
      height: 1365,
    });
  });

  it('answers 401 to a visitor', async () => {
    expect((await app.client().post('/api/uploads/images', imageForm(await scene()))).status).toBe(401);
  });
});

describe('image work in the worker pool, over HTTP', () => {
  it('lets uploads that arrive before the model is loaded wait for it; past the queue, 503 with Retry-After', async () => {
    const fresh = await createTestApp({ IMAGE_WORKERS: '1' }); // 1 thread: 1 running + 8 queued
    try {
      const user = await buildUser(fresh.services.prisma);
      const client = await signedInClient(fresh, user);
      expect(fresh.services.images.stats().started).toBe(false); // nothing has loaded the model
      const photo = await scene('tent', 5, 320, 240);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => client.post('/api/uploads/images', imageForm(photo))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
      const busy = responses.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const response of busy) {
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({
          message: 'Too many images are being processed right now: please try again in a few seconds.',
        });
      }
      expect(await fresh.services.prisma.upload.count({ where: { ownerId: user.id } })).toBe(
        statuses.filter((s) => s === 201).length,
      );
    } finally {
      await fresh.close();
    }
  }, 180_000); // a model load of its own: ~5 s on a quiet machine, ten times that on a busy one

  it('limits uploads per member per hour (refused ones count): then 429 with Retry-After', async () => {
    const limited = await createTestApp({ UPLOADS_PER_HOUR: '2' });
    try {
      const client = await signedInClient(limited, await buildUser(limited.services.prisma));
      const flood = pixelFloodPng();
      expect((await client.post('/api/comments/upload-image', imageForm(flood, 'image/png', 'a.png'))).status).toBe(
        400,
      );
      expect((await client.post('/api/uploads/images', imageForm(flood, 'image/png', 'b.png'))).status).toBe(400);
      const refused = await client.post('/api/comments/upload-image', imageForm(flood, 'image/png', 'c.png'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await refused.json()).toEqual({
        message: 'You have reached the limit of 2 image uploads an hour: please try again later.',
      });
      // Another member is not affected.
      const other = await signedInClient(limited, await buildUser(limited.services.prisma));
      expect((await other.post('/api/uploads/images', imageForm(flood, 'image/png', 'd.png'))).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
