/**
 * Password reset and e-mail verification over GraphQL: the same domain calls as /api/password/... and
 * /api/email/... (docs/security.md), for browsers only (no access token may call them).
 */
import {
  EMAIL_VERIFIED,
  resendVerification,
  verificationResent,
  verifyEmail,
} from '../../domain/accounts/email-verification.js';
import {
  PASSWORD_CHANGED,
  PASSWORD_CHANGED_SECOND_STEP,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from '../../domain/accounts/password-reset.js';
import { builder } from '../builder.js';
import { browserOnly } from '../token-scopes.js';
import { becomeViewer } from './session.js';
import { UserRef } from './user.js';

export const MessagePayload = builder.objectRef<{ message: string }>('MessagePayload').implement({
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

interface PasswordReset {
  message: string;
  userId: string | null;
  challenge: string | null;
}

const PasswordResetRef = builder.objectRef<PasswordReset>('PasswordReset').implement({
  description:
    'A new password, set: the member signed in, or the challenge of the second step for one with two-factor on.',
  fields: (t) => ({
    message: t.exposeString('message'),
    viewer: t.field({
      type: UserRef,
      nullable: true,
      description: 'The member, signed in on this browser; null while the second step is due.',
      resolve: (reset, _args, ctx) =>
        reset.userId ? ctx.services.prisma.user.findUnique({ where: { id: reset.userId } }) : null,
    }),
    secondFactorChallenge: t.exposeString('challenge', {
      nullable: true,
      description: 'For signInSecondFactor, when the account has two-factor on.',
    }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: PasswordResetRef,
    errors: {},
    ...browserOnly,
    description:
      "Sets a new password with a reset link's token and ends every session of the member; signs this browser in, or answers the second step's challenge when two-factor is on.",
    args: {
      token: t.arg.string({ required: true, description: 'The `token` of the link in the reset mail.' }),
      newPassword: t.arg.string({ required: true, description: 'At least 8 characters.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { user, challenge } = await resetPassword(ctx.services, { token: args.token, password: args.newPassword });
      if (!user) return { message: PASSWORD_CHANGED_SECOND_STEP, userId: null, challenge };
      await becomeViewer(ctx, user, 'password_reset');
      return { message: PASSWORD_CHANGED, userId: user.id, challenge: null };
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
      return { message: verificationResent(email) };
    },
  }),
);
