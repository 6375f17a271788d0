/**
 * An event photo as /api returns it (id, imageUrl, caption, uploaderId, uploader,
 * taggedPeople), with whether the viewer may edit its tags. Members go through the privacy rules.
 */
import { canEditEventPhoto } from '../../domain/events/photo-tags.js';
import type { ListedPhoto } from '../../domain/events/photos.js';
import type { RelationshipLoader } from '../../domain/users/privacy.js';
import { presentMember } from './content.js';

export async function presentEventPhoto(
  relationships: RelationshipLoader,
  viewerId: string,
  event: { creatorId: string },
  p: ListedPhoto,
) {
  return {
    id: p.id,
    eventId: p.eventId,
    imageUrl: p.imageUrl,
    caption: p.caption,
    uploaderId: p.uploaderId,
    uploader: await presentMember(relationships, p.uploader),
    taggedPeople: await Promise.all(p.tags.map((tag) => presentMember(relationships, tag.user))),
    createdAt: p.createdAt,
    canEditTags: canEditEventPhoto(viewerId, p, event),
  };
}
