/**
 * Writing posts over GraphQL: the same commands as POST/PUT/DELETE /api/posts and the fist bump calls. A photo
 * is uploaded first (the image intake) and passed as imageUrl. Each returns the post, so the client's store
 * updates the card in place.
 */
import { recordFistBump, withdrawFistBump } from '../../domain/fist-bumps/fist-bumps.js';
import { createPost } from '../../domain/posts/create-post.js';
import { deletePost, updatePost } from '../../domain/posts/update-post.js';
import { builder } from '../builder.js';
import { encodeGlobalID, optionalRawIdOf, rawIdOf } from '../global-id.js';
import type { Services } from '../../domain/services.js';
import type { Viewer } from '../../domain/users/viewer.js';
import { postAnswer, PostRef } from './post.js';

const PollInput = builder.inputType('PollInput', {
  fields: (t) => ({
    question: t.string({ required: true }),
    options: t.stringList({ required: true, description: '2 to 4 non-empty, different options, in order.' }),
  }),
});

const CreatePostInput = builder.inputType('CreatePostInput', {
  fields: (t) => ({
    content: t.string({ description: 'The text; a post needs text or an image.' }),
    hashtags: t.stringList({ description: "At most 5; stored lower-case without '#'." }),
    imageUrl: t.string({ description: 'An image the viewer uploaded (/uploads/...).' }),
    groupId: t.globalID({ description: 'Post in this group (members only).' }),
    eventId: t.globalID({ description: "Post in this event's discussion (attendees and the host)." }),
    channelId: t.globalID({
      description: "Publish to this channel (its creator only); it reaches its followers' Dadfeeds.",
    }),
    shareToPersonalFeed: t.boolean({ description: 'A group post also shown on the Dadfeed.' }),
    poll: t.field({ type: PollInput }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  fields: (t) => ({
    postId: t.globalID({ required: true }),
    content: t.string({ description: 'Omitted: unchanged.' }),
    imageUrl: t.string({ description: 'Omitted: kept; null: removed; another URL: an image the viewer uploaded.' }),
    hashtags: t.stringList({ description: 'Omitted: unchanged.' }),
  }),
});

builder.mutationField('createPost', (t) =>
  t.field({
    type: PostRef,
    errors: {},
    authScopes: { write: 'write:posts' },
    description: "Posts on the Dadfeed, in a group, in an event discussion or to one of the viewer's channels.",
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx, info) => {
      const id = await createPost(ctx.services, ctx.viewer!, {
        content: input.content,
        hashtags: input.hashtags,
        imageUrl: input.imageUrl,
        groupId: optionalRawIdOf(input.groupId, 'Group'),
        eventId: optionalRawIdOf(input.eventId, 'Event'),
        channelId: optionalRawIdOf(input.channelId, 'Channel'),
        shareToPersonalFeed: input.shareToPersonalFeed,
        pollQuestion: input.poll?.question,
        pollOptions: input.poll?.options,
      });
      return postAnswer(ctx, info, id);
    },
  }),
);

builder.mutationField('updatePost', (t) =>
  t.field({
    type: PostRef,
    errors: {},
    authScopes: { write: 'write:posts' },
    description: "Edits the viewer's own post: text, and keep, remove or replace the image.",
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: async (_root, { input }, ctx, info) => {
      const id = await updatePost(ctx.services, ctx.viewer!.id, optionalRawIdOf(input.postId, 'Post'), {
        content: input.content ?? undefined,
        imageUrl: input.imageUrl,
        hashtags: input.hashtags ?? undefined,
      });
      return postAnswer(ctx, info, id);
    },
  }),
);

const DeletePostPayload = builder.objectRef<{ postId: string }>('DeletePostPayload').implement({
  fields: (t) => ({
    deletedPostId: t.id({
      description: 'The global id of the deleted post.',
      resolve: ({ postId }) => encodeGlobalID('Post', postId),
    }),
  }),
});

builder.mutationField('deletePost', (t) =>
  t.field({
    type: DeletePostPayload,
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'Deletes a post (its author, or a manager of its group), with its poll, fist bumps and comments.',
    args: { postId: t.arg.globalID({ required: true }) },
    resolve: async (_root, { postId }, ctx) => ({
      postId: await deletePost(ctx.services, ctx.viewer!.id, rawIdOf(postId, 'Post')),
    }),
  }),
);
function fistBumpMutation(
  name: 'fistBumpPost' | 'removeFistBump',
  description: string,
  command: (services: Services, viewer: Viewer, postId: string) => Promise<{ id: string }>,
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: PostRef,
      errors: {},
      authScopes: { write: 'write:posts' },
      description,
      args: { postId: t.arg.globalID({ required: true }) },
      resolve: async (_root, { postId }, ctx, info) => {
        const post = await command(ctx.services, ctx.viewer!, rawIdOf(postId, 'Post'));
        return postAnswer(ctx, info, post.id);
      },
    }),
  );
}

fistBumpMutation(
  'fistBumpPost',
  'Fist bumps a post, once (a second is CONFLICT "already fistbumped"). Returns the post.',
  recordFistBump,
);
fistBumpMutation(
  'removeFistBump',
  "Takes back the viewer's fist bump (nothing happens if there is none). Returns the post.",
  (services, viewer, postId) => withdrawFistBump(services, viewer.id, postId),
);
