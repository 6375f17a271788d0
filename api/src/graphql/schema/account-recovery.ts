/**
 * Password reset and e-mail verification over GraphQL: the same domain calls as /api/password/... and
 * /api/email/... (docs/security.md), for browsers only (no access token may call them).
 */
import { EMAIL_VERIFIED, resendVerification, verifyEmail } from '../../domain/accounts/email-verification.js';
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from '../../domain/accounts/password-reset.js';
import { builder } from '../builder.js';
import { browserOnly } from '../token-scopes.js';
import { becomeViewer } from './session.js';

const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
  description: 'A command whose answer is words for the member ("we sent you a link").',
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: MessagePayload,
    errors: {},
    ...browserOnly,
    description:
      'Mails a link to choose a new password, valid for one hour, if an account uses the address. The answer is the same either way.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requestPasswordReset(ctx.services, args, ctx.meta);
      return { message: RESET_REQUESTED };
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    ...browserOnly,
    description:
      "Sets a new password with a reset link's token, ends every session of the member, and signs this browser in.",
    args: {
      token: t.arg.string({ required: true, description: 'The `token` of the link in the reset mail.' }),
      newPassword: t.arg.string({ required: true, description: 'At least 8 characters.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const user = await resetPassword(ctx.services, { token: args.token, password: args.newPassword });
      await becomeViewer(ctx, user);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: MessagePayload,
    errors: {},
    ...browserOnly,
    description: "Verifies the member's address with the token of the link mailed there.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await verifyEmail(ctx.services, args);
      return { message: EMAIL_VERIFIED };
    },
  }),
);

builder.mutationField('resendVerificationEmail', (t) =>
  t.field({
    type: MessagePayload,
    errors: {},
    authScopes: { write: 'session' },
    description: 'Mails the viewer a new link to verify their address (the older ones stop working). A few an hour.',
    resolve: async (_root, _args, ctx) => {
      const email = await resendVerification(ctx.services, ctx.viewer!.id);
      return { message: `We sent a new link to ${email}. It works for 24 hours.` };
    },
  }),
);
