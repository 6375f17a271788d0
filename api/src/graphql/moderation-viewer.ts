/**
 * Who moderates, to the GraphQL moderation fields: the signed-in member on a browser session. An access token is
 * nobody here, whoever made it, so it gets the 404 (NOT_FOUND) members and visitors get, as on /api
 * (rest/token-scopes.ts): moderation is people's judgement, and its existence is not shown to a bot.
 */
import type { Viewer } from '../domain/users/viewer.js';
import type { GraphQLContext } from './context.js';

export const moderationViewerOf = (ctx: Pick<GraphQLContext, 'viewer' | 'grant'>): Viewer | null =>
  ctx.grant ? null : ctx.viewer;
