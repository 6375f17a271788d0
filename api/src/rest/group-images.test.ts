/**
 * A group's banner and photo uploaded on their own (the Manage Group dialog): managers only, through the image
 * intake; every refusal stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildGroup, buildGroupMember, signedInMember, uniqueDigits } from '../testing/factories.js';
import { multipart, refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const name = (base: string) => `${base} ${uniqueDigits()}`;

/** A group with its creator, an admin and a plain member. */
async function crew() {
  const [creator, admin, plain] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
  const group = await buildGroup(app.services.prisma, creator.user.id, { name: name('Crew') });
  await buildGroupMember(app.services.prisma, group.id, admin.user.id, {
    role: 'admin',
    canEditGroup: true,
    canBanUsers: true,
  });
  await buildGroupMember(app.services.prisma, group.id, plain.user.id);
  return { group, creator, admin, plain };
}

describe('POST /api/groups/:id/upload-image', () => {
  beforeAll(() => app.services.moderation.ready(), 120_000);

  it('stores a banner and a photo for a manager and answers the group', async () => {
    const { group, admin } = await crew();
    const png = await scenePng();
    const response = await admin.client.post(
      `/api/groups/${group.id}/upload-image`,
      multipart(
        { groupId: group.id },
        { banner: { data: png, type: 'image/png' }, photo: { data: png, type: 'image/png' } },
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.bannerUrl).toMatch(/^\/uploads\//);
    expect(body.imageUrl).toMatch(/^\/uploads\//);
  });

  it('refuses a non-manager (403), too large (413), not an image (415), another groupId (400), no file (400)', async () => {
    const { group, plain, creator } = await crew();
    const png = await scenePng();
    await refused(
      await plain.client.post(
        `/api/groups/${group.id}/upload-image`,
        multipart({}, { banner: { data: png, type: 'image/png' } }),
      ),
      403,
    );
    await refused(
      await creator.client.post(
        `/api/groups/${group.id}/upload-image`,
        multipart({}, { banner: { data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), type: 'image/png' } }),
      ),
      413,
      'A group image can be at most 5 MB.',
    );
    await refused(
      await creator.client.post(
        `/api/groups/${group.id}/upload-image`,
        multipart({}, { photo: { data: Buffer.from('not an image at all'), type: 'image/png' } }),
      ),
      415,
    );
    const other = await buildGroup(app.services.prisma, creator.user.id, { name: name('Other') });
    await refused(
      await creator.client.post(
        `/api/groups/${group.id}/upload-image`,
        multipart({ groupId: other.id }, { photo: { data: png, type: 'image/png' } }),
      ),
      400,
      'groupId does not match the group in the address.',
    );
    await refused(
      await creator.client.post(`/api/groups/${group.id}/upload-image`, multipart({ groupId: group.id })),
      400,
      'Choose a banner or a photo to upload.',
    );
    expect(await app.services.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).toMatchObject({
      imageUrl: null,
      bannerUrl: null,
    });
  });
});
