/**
 * Event photos over GraphQL: the node, `Event.photos` (null unless the viewer hosts or attends the in-person
 * event), adding a photo by the URL of the viewer's own upload, and replacing its tags. The rules are the
 * domain's (domain/events/photo*.ts), as for /api/events/:id/photos.
 */
import { eventPhotosVisible } from '../../domain/events/photo-access.js';
import {
  canEditEventPhoto,
  deleteEventPhoto,
  updateEventPhotoTags,
  withPhotoById,
} from '../../domain/events/photo-tags.js';
import {
  addEventPhoto,
  eventPhotosWhere,
  MAX_CAPTION_LENGTH,
  newestPhotoFirst,
  taggedOrder,
} from '../../domain/events/photos.js';
import { createVisibilityLoader } from '../../domain/visibility.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { encodeGlobalID, rawIdOf, rawOrGlobalIdOf } from '../global-id.js';
import { databaseIdOptions } from './database-id.js';
import { UserRef } from './user.js';

/** Per request: may the viewer see these events' photos (host or attendee of an in-person event)? */
const photoAccessLoaders = new WeakMap<GraphQLContext, ReturnType<typeof createVisibilityLoader>>();
export function photoAccess(ctx: GraphQLContext) {
  let loader = photoAccessLoaders.get(ctx);
  if (!loader) {
    loader = createVisibilityLoader(ctx.services.prisma, 'Event', eventPhotosVisible, ctx.viewer?.id ?? null);
    photoAccessLoaders.set(ctx, loader);
  }
  return loader;
}

/** One selection for both viewer flags, so Prisma reads it once. */
const viewerCanEditSelect = { uploaderId: true, event: { select: { creatorId: true } } } as const;

export const EventPhotoRef = builder.prismaNode('EventPhoto', {
  id: { field: 'id' },
  nullable: true,
  description: "A photo in an in-person event's Event Photos, seen by the event's host and attendees.",
  select: { eventId: true },
  authScopes: async (photo, ctx) => ctx.viewer !== null && (await photoAccess(ctx).load(photo.eventId)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    imageUrl: t.exposeString('imageUrl'),
    caption: t.exposeString('caption', { description: `Empty when none; at most ${MAX_CAPTION_LENGTH} characters.` }),
    event: t.relation('event'),
    uploader: t.relation('uploader'),
    taggedPeople: t.field({
      type: [UserRef],
      description: 'The people tagged, in the order they were tagged: the host or attendees of the event.',
      select: (_args, _ctx, nestedSelection) => ({
        tags: { orderBy: taggedOrder, select: { user: nestedSelection(true) } },
      }),
      resolve: (photo) => photo.tags.map((tag) => tag.user),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerCanEditTags: t.boolean({
      description: 'The viewer uploaded the photo or hosts the event (the Edit Photo Tags dialog).',
      select: viewerCanEditSelect,
      resolve: (photo, _args, ctx) => ctx.viewer !== null && canEditEventPhoto(ctx.viewer.id, photo, photo.event),
    }),
    viewerCanDelete: t.boolean({
      description: 'The viewer uploaded the photo or hosts the event: they may delete it (deleteEventPhoto).',
      select: viewerCanEditSelect,
      resolve: (photo, _args, ctx) => ctx.viewer !== null && canEditEventPhoto(ctx.viewer.id, photo, photo.event),
    }),
  }),
});

builder.prismaObjectField('Event', 'photos', (t) =>
  t.prismaConnection(
    {
      type: 'EventPhoto',
      cursor: 'id',
      nullable: true,
      description: 'Event Photos, newest first; null unless the viewer hosts or attends this in-person event.',
      totalCount: (event, _args, ctx) => ctx.services.prisma.eventPhoto.count({ where: eventPhotosWhere(event.id) }),
      resolve: async (query, event, _args, ctx) => {
        if (!(await photoAccess(ctx).load(event.id))) return null;
        return ctx.services.prisma.eventPhoto.findMany({
          ...query,
          where: eventPhotosWhere(event.id),
          orderBy: newestPhotoFirst,
        });
      },
    },
    { name: 'EventPhotoConnection' },
    { name: 'EventPhotoEdge' },
  ),
);

const userIdsOf = (ids: readonly (string | number)[] | null | undefined) =>
  ids?.map((id) => rawOrGlobalIdOf(id, 'User'));

builder.mutationField('addEventPhoto', (t) =>
  t.prismaField({
    type: 'EventPhoto',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      "Adds a photo to an in-person event the viewer hosts or attends: `imageUrl` is the viewer's own upload " +
      '(POST /api/uploads/images; empty is BAD_USER_INPUT "No photo selected"), `taggedPeople` the host or attendees.',
    args: {
      eventId: t.arg.globalID({ required: true }),
      imageUrl: t.arg.string({ required: true }),
      caption: t.arg.string(),
      taggedPeople: t.arg.idList({ description: 'User ids (global or raw).' }),
    },
    resolve: async (query, _root, { eventId, imageUrl, caption, taggedPeople }, ctx) => {
      const raw = { imageUrl, caption: caption ?? undefined, taggedPeople: userIdsOf(taggedPeople) ?? [] };
      const { photoId, event } = await addEventPhoto(ctx.services, ctx.viewer!.id, rawIdOf(eventId, 'Event'), raw);
      photoAccess(ctx).prime(event.id, true);
      return ctx.services.prisma.eventPhoto.findUniqueOrThrow({ ...query, where: { id: photoId } });
    },
  }),
);

builder.mutationField('updateEventPhotoTags', (t) =>
  t.prismaField({
    type: 'EventPhoto',
    errors: {},
    authScopes: { write: 'write:events' },
    description:
      "Replaces the photo's tagged people (an empty list removes them all): its uploader or the event's host only.",
    args: { photoId: t.arg.globalID({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (query, _root, { photoId, userIds }, ctx) => {
      const { photoId: id, event } = await withPhotoById(
        ctx.services,
        rawIdOf(photoId, 'EventPhoto'),
        (eventId, rawPhotoId) =>
          updateEventPhotoTags(ctx.services, ctx.viewer!.id, eventId, rawPhotoId, userIdsOf(userIds), 'userIds'),
      );
      photoAccess(ctx).prime(event.id, true);
      return ctx.services.prisma.eventPhoto.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

const DeleteEventPhotoPayload = builder.objectRef<{ photoId: string }>('DeleteEventPhotoPayload').implement({
  fields: (t) => ({
    deletedPhotoId: t.id({
      description: 'The global id of the deleted photo (gone from Event.photos).',
      resolve: ({ photoId }) => encodeGlobalID('EventPhoto', photoId),
    }),
  }),
});

builder.mutationField('deleteEventPhoto', (t) =>
  t.field({
    type: DeleteEventPhotoPayload,
    errors: {},
    authScopes: { write: 'write:events' },
    description: "Deletes the photo and its tags: its uploader or the event's host only (else FORBIDDEN).",
    args: { photoId: t.arg.globalID({ required: true }) },
    resolve: (_root, { photoId }, ctx) =>
      withPhotoById(ctx.services, rawIdOf(photoId, 'EventPhoto'), (eventId, rawPhotoId) =>
        deleteEventPhoto(ctx.services, ctx.viewer!.id, eventId, rawPhotoId),
      ),
  }),
);
