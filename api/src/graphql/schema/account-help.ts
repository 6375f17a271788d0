/**
 * Account help over GraphQL (domain/moderation/account-help.ts, as /api/moderation/users/:id/...): an admin sends a
 * member a password reset link, turns their second factor off, or ends their sessions; each answers the audit log
 * entry it wrote. The member's sign-in history is User.signInHistory. FORBIDDEN to members and moderators;
 * NOT_FOUND to visitors and access tokens, as every moderation field (docs/moderation.md#account-help).
 */
import {
  endMemberSessions,
  requireAccountHelper,
  sendPasswordResetLink,
  turnOffMemberTwoFactor,
} from '../../domain/moderation/account-help.js';
import { moderationNotFound } from '../../domain/moderation/queue.js';
import type { Viewer } from '../../domain/users/viewer.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { rawOrGlobalIdOf } from '../global-id.js';
import { moderationViewerOf } from '../moderation-viewer.js';
import { ModerationAuditEntryRef, writtenAuditEntry } from './moderation-actions.js';

type Help = (viewer: Viewer, memberId: string) => Promise<string>;

/** The admin (FORBIDDEN before anything about the arguments is said), the action, then the entry it wrote. */
async function help(ctx: GraphQLContext, userId: string, act: Help) {
  const viewer = requireAccountHelper(moderationViewerOf(ctx), ctx.services.config);
  const id = await act(viewer, rawOrGlobalIdOf(userId, 'User'));
  return writtenAuditEntry(ctx.services.prisma, id);
}

const common = {
  type: ModerationAuditEntryRef,
  errors: {},
  // Never a token's: to one, as to a visitor, moderation does not exist.
  authScopes: { write: 'session' },
  unauthorizedError: () => moderationNotFound(),
} as const;

const userIdDescription = "The member's id: their global id, or their databaseId.";
const reasonDescription = 'Why, for the audit log (1 to 500 characters).';

builder.mutationField('sendPasswordResetLink', (t) =>
  t.field({
    ...common,
    description:
      "Mails the member a link to choose a new password, at their account's address (the link is never shown " +
      'here). At most 3 links an hour reach one address, the member’s own requests included. Admins only.',
    args: {
      userId: t.arg.id({ required: true, description: userIdDescription }),
      reason: t.arg.string({ required: true, description: reasonDescription }),
    },
    resolve: (_root, args, ctx) =>
      help(ctx, String(args.userId), (viewer, memberId) =>
        sendPasswordResetLink(ctx.services, viewer, memberId, { reason: args.reason }),
      ),
  }),
);

builder.mutationField('turnOffMemberTwoFactor', (t) =>
  t.field({
    ...common,
    description:
      "Turns the member's two-factor authentication off, after the admin checked who is asking " +
      '(`identityChecked: true`); every session of theirs ends and they are told by e-mail. CONFLICT when it is ' +
      'off. Admins only.',
    args: {
      userId: t.arg.id({ required: true, description: userIdDescription }),
      reason: t.arg.string({ required: true, description: reasonDescription }),
      identityChecked: t.arg.boolean({
        required: true,
        description: "True: the admin checked this member's identity. False is refused.",
      }),
    },
    resolve: (_root, args, ctx) =>
      help(ctx, String(args.userId), (viewer, memberId) =>
        turnOffMemberTwoFactor(ctx.services, viewer, memberId, {
          reason: args.reason,
          identityChecked: args.identityChecked,
        }),
      ),
  }),
);

builder.mutationField('endMemberSessions', (t) =>
  t.field({
    ...common,
    description:
      'Signs the member out of every browser (their access tokens stay). The entry tells how many sessions ' +
      'ended (`sessionsEnded`). Admins only.',
    args: {
      userId: t.arg.id({ required: true, description: userIdDescription }),
      reason: t.arg.string({ required: true, description: reasonDescription }),
    },
    resolve: (_root, args, ctx) =>
      help(ctx, String(args.userId), async (viewer, memberId) => {
        const { id } = await endMemberSessions(ctx.services, viewer, memberId, { reason: args.reason });
        return id;
      }),
  }),
);
