/**
 * The viewer's new-account limits (docs/safety.md), as GET /api/auth/user gives them: what applies while the
 * member is new, and how close they are to the limits lifting.
 */
import { newAccountLimitsOf, type NewAccountLimits } from '../../domain/safety/new-accounts.js';
import { builder } from '../builder.js';

const NewAccountLimitsRef = builder.objectRef<NewAccountLimits>('NewAccountLimits').implement({
  description:
    'What a new member may do: posts and comments an hour, no links in public text, messages to connections only. ' +
    'The limits lift at `until`, or sooner once other members fist bumped their posts `fistBumpsNeeded` more times.',
  fields: (t) => ({
    until: t.expose('until', { type: 'DateTime', description: 'When the limits end at the latest.' }),
    fistBumpsNeeded: t.exposeInt('fistBumpsNeeded', {
      description: "Fist bumps from other members on the member's posts still needed to lift the limits now.",
    }),
    postsPerHour: t.exposeInt('postsPerHour'),
    commentsPerHour: t.exposeInt('commentsPerHour'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  newAccountLimits: t.field({
    type: NewAccountLimitsRef,
    nullable: true,
    description:
      "The viewer's limits as a new member; null once they lifted (and for moderators, admins and anyone but the viewer).",
    resolve: (user, _args, ctx) => (user.id === ctx.viewer?.id ? newAccountLimitsOf(ctx.services, user) : null),
  }),
}));
