/**
 * Uploads nothing shows are removed once a day old; whatever a row or a report's record shows stays, and so does
 * every upload younger than a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPost, buildUser } from '../../testing/factories.js';
import { storedPicture } from '../../testing/uploads.js';
import { removeUnusedUploads, UNUSED_UPLOAD_AGE_MS } from './unused.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const keyOf = (url: string) => url.slice('/uploads/'.length);

describe('removing unused uploads', () => {
  it('removes a day-old upload nothing shows, bytes and all, and keeps what a post, a profile or a report shows', async () => {
    const { prisma } = app.services;
    const member = await buildUser(prisma);
    const [neverPosted, posted, profile, reported, postDeleted] = await Promise.all(
      Array.from({ length: 5 }, () => storedPicture(prisma, member.id)),
    );
    await buildPost(prisma, member.id, { imageUrl: posted! });
    await prisma.user.update({ where: { id: member.id }, data: { profileImageUrl: profile! } });
    const reporter = await buildUser(prisma);
    const gone = await buildPost(prisma, member.id, { imageUrl: reported! });
    await prisma.report.create({
      data: {
        reporterId: reporter.id,
        targetType: 'post',
        targetId: gone.id,
        subjectId: member.id,
        reason: 'spam',
        snapshot: { content: gone.content, imageUrl: reported! },
      },
    });
    await prisma.post.delete({ where: { id: gone.id } });
    const deleted = await buildPost(prisma, member.id, { imageUrl: postDeleted! });
    await prisma.post.delete({ where: { id: deleted.id } });

    // Younger than a day: all stay.
    expect(await removeUnusedUploads(prisma)).toBe(0);

    // A day later: the one never posted and the deleted post's image go; the rest stay.
    const dayLater = new Date(Date.now() + UNUSED_UPLOAD_AGE_MS + 60_000);
    expect(await removeUnusedUploads(prisma, dayLater)).toBe(2);
    const left = await prisma.upload.findMany({ where: { ownerId: member.id }, select: { key: true, id: true } });
    expect(left.map((u) => u.key).sort()).toEqual([posted!, profile!, reported!].map(keyOf).sort());
    const removedIds = await prisma.upload.count({
      where: { key: { in: [neverPosted!, postDeleted!].map(keyOf) } },
    });
    expect(removedIds).toBe(0);
    // Their bytes went with them; the kept ones still have theirs.
    const chunks = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "UploadChunk" c WHERE NOT EXISTS (SELECT 1 FROM "Upload" u WHERE u.id = c."uploadId")`,
    );
    expect(chunks[0]!.count).toBe(0);
    expect(await prisma.uploadChunk.count({ where: { uploadId: { in: left.map((u) => u.id) } } })).toBe(3);
  });
});
