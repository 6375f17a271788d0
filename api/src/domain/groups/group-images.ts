/**
 * A group's photo and banner uploaded on their own (the Manage Group dialog's image upload; POST
 * /api/groups/:id/upload-image): managers only, through the same image intake as create (too large 413, not an
 * image 415). Nothing is stored unless every given file is accepted.
 */
import { badInput } from '../errors.js';
import type { Services } from '../services.js';
import { imageUrlOf, type GroupImages } from './create-group.js';
import { requireGroupManager } from './policy.js';

export const NO_GROUP_IMAGE = 'Choose a banner or a photo to upload.';
export const OTHER_GROUP_ID = 'groupId does not match the group in the address.';

/** Stores the images; returns the group's id. `bodyGroupId`, when sent, must name the same group. */
export async function uploadGroupImages(
  services: Services,
  viewerId: string,
  rawGroupId: unknown,
  images: GroupImages,
  bodyGroupId?: unknown,
): Promise<string> {
  const { group } = await requireGroupManager(services.prisma, viewerId, rawGroupId);
  if (bodyGroupId !== undefined && bodyGroupId !== '' && String(bodyGroupId).toLowerCase() !== group.id) {
    throw badInput(OTHER_GROUP_ID, [{ field: 'groupId', message: OTHER_GROUP_ID }]);
  }
  if (!images.photo?.data.byteLength && !images.banner?.data.byteLength) {
    throw badInput(NO_GROUP_IMAGE, [{ field: 'banner', message: NO_GROUP_IMAGE }]);
  }
  const imageUrl = await imageUrlOf(services, viewerId, images.photo, undefined, 'photo');
  const bannerUrl = await imageUrlOf(services, viewerId, images.banner, undefined, 'banner');
  await services.prisma.group.update({
    where: { id: group.id },
    data: { ...(imageUrl ? { imageUrl } : {}), ...(bannerUrl ? { bannerUrl } : {}) },
  });
  return group.id;
}
