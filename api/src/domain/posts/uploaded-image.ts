/**
 * Images referenced by URL (an edited post's replacement image, a comment's image) must be images the member
 * uploaded through the image intake (/uploads/<key>, validated and re-encoded there): nobody can point a post
 * at someone else's upload or at an outside address.
 */
import type { DbTx } from '../../db/prisma.js';
import { badInput } from '../errors.js';
import { uploadKeyOf, uploadUrl } from '../uploads/store.js';

export const NOT_YOUR_IMAGE = 'Attach an image you uploaded.';

/** The upload's canonical URL (/uploads/<key>), given it or the absolute address under `publicUrl`. */
export async function requireOwnImageUrl(
  db: DbTx,
  publicUrl: string,
  ownerId: string,
  url: string,
  field = 'imageUrl',
) {
  const key = uploadKeyOf(publicUrl, url);
  const upload = key
    ? await db.upload.findUnique({ where: { key }, select: { ownerId: true, mimeType: true, conversationId: true } })
    : null;
  // A message attachment stays private to its conversation.
  if (
    !upload ||
    upload.ownerId !== ownerId ||
    upload.conversationId !== null ||
    !upload.mimeType.startsWith('image/')
  ) {
    throw badInput(NOT_YOUR_IMAGE, [{ field, message: NOT_YOUR_IMAGE }]);
  }
  return uploadUrl(key);
}
