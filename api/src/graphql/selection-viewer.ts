/**
 * The viewer's id for the Prisma selections that pick the viewer's own rows (membership, attendance, ban,
 * invitation): a visitor's id is a uuid no member has, so those selections match nothing.
 */
import type { GraphQLContext } from './context.js';

const NO_ONE = '00000000-0000-0000-0000-000000000000';

export const selectionViewerOf = (ctx: GraphQLContext) => ctx.viewer?.id ?? NO_ONE;
