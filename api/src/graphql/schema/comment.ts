/**
 * Comments on posts: seen by whoever sees the post; added by any of them (text of at most 500 characters or an
 * image), edited and deleted by their author only. The same commands as /api/posts/:id/comments and
 * /api/comments/:id (domain/comments).
 */
import { deleteComment, updateComment, writeComment } from '../../domain/comments/comments.js';
import { canSeeProfileDetails } from '../../domain/users/privacy.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';
import { builder } from '../builder.js';
import { databaseIdOptions } from './database-id.js';
import { loaders, PostRef } from './post.js';

builder.prismaNode('Comment', {
  id: { field: 'id' },
  nullable: true,
  // Seen with its post, unless its author and the viewer are a blocked pair or moderation hides it.
  authScopes: async (comment, ctx) =>
    ctx.viewer !== null &&
    (await ctx.visibility.posts.load(comment.postId)) &&
    (await ctx.visibility.comments.load(comment.id)) &&
    canSeeProfileDetails(await ctx.relationships.load(comment.authorId)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    content: t.exposeString('content'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    isEdited: t.exposeBoolean('isEdited'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    author: t.relation('author'),
    post: t.relation('post'),
    viewerCanEdit: t.boolean({
      description: 'Only the author edits or deletes a comment.',
      resolve: (comment, _args, ctx) => comment.authorId === ctx.viewer?.id,
    }),
  }),
});

const AddCommentInput = builder.inputType('AddCommentInput', {
  fields: (t) => ({
    postId: t.globalID({ required: true }),
    content: t.string({ description: 'At most 500 characters; a comment needs text or an image.' }),
    imageUrl: t.string({ description: 'An image the viewer uploaded (/uploads/...).' }),
  }),
});

const UpdateCommentInput = builder.inputType('UpdateCommentInput', {
  fields: (t) => ({
    commentId: t.globalID({ required: true }),
    content: t.string({ required: true, description: 'Non-empty once trimmed; at most 500 characters.' }),
  }),
});

builder.mutationField('addComment', (t) =>
  t.prismaField({
    type: 'Comment',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'Comments on a post the viewer can see; notifies its author.',
    args: { input: t.arg({ type: AddCommentInput, required: true }) },
    resolve: async (_query, _root, { input }, ctx) => {
      const { comment, post } = await writeComment(ctx.services, ctx.viewer!, rawIdOf(input.postId, 'Post'), {
        content: input.content,
        imageUrl: input.imageUrl,
      });
      loaders(ctx).details.clear(post.id);
      // The answer comes from the rows the write has: the viewer saw the post before commenting, and sees their
      // own new comment. The author is the viewer, read by the request's loader (the session has a few columns).
      ctx.visibility.posts.prime(post.id, true);
      ctx.visibility.comments.prime(comment.id, true);
      const author = await loaders(ctx).users.load(comment.authorId);
      return { ...comment, post, ...(author ? { author } : {}) };
    },
  }),
);

builder.mutationField('updateComment', (t) =>
  t.prismaField({
    type: 'Comment',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: "Edits the viewer's own comment (marks it edited).",
    args: { input: t.arg({ type: UpdateCommentInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const comment = await updateComment(ctx.services, ctx.viewer!.id, rawIdOf(input.commentId, 'Comment'), {
        content: input.content,
      });
      return ctx.services.prisma.comment.findUniqueOrThrow({ ...query, where: { id: comment.id } });
    },
  }),
);

const DeleteCommentPayload = builder
  .objectRef<{ commentId: string; postId: string }>('DeleteCommentPayload')
  .implement({
    fields: (t) => ({
      deletedCommentId: t.id({
        description: 'The global id of the deleted comment.',
        resolve: (p) => encodeGlobalID('Comment', p.commentId),
      }),
      post: t.field({
        type: PostRef,
        description: 'The post it was on (its commentCount changed).',
        resolve: (p, _args, ctx) => ctx.services.prisma.post.findUniqueOrThrow({ where: { id: p.postId } }),
      }),
    }),
  });

builder.mutationField('deleteComment', (t) =>
  t.field({
    type: DeleteCommentPayload,
    errors: {},
    authScopes: { write: 'write:posts' },
    description: "Deletes the viewer's own comment.",
    args: { commentId: t.arg.globalID({ required: true }) },
    resolve: async (_root, { commentId }, ctx) => {
      const comment = await deleteComment(ctx.services, ctx.viewer!.id, rawIdOf(commentId, 'Comment'));
      loaders(ctx).details.clear(comment.postId);
      return { commentId: comment.id, postId: comment.postId };
    },
  }),
);
