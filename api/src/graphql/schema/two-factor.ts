/**
 * Two-factor authentication over GraphQL: the same domain calls as /api/users/two-factor/... (docs/security.md),
 * for the viewer's browser session only; and `User.twoFactorEnabled`, the viewer's own.
 */
import {
  TWO_FACTOR_OFF,
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  type TwoFactorSetup,
} from '../../domain/accounts/two-factor.js';
import { isAccountHelper } from '../../domain/moderation/account-help.js';
import { canSeeAccountSettings } from '../../domain/users/privacy.js';
import { builder } from '../builder.js';
import { moderationViewerOf } from '../moderation-viewer.js';
import { MessagePayload } from './account-recovery.js';

const TwoFactorSetupRef = builder.objectRef<TwoFactorSetup>('TwoFactorSetup').implement({
  description: 'A new authenticator secret, not in use until enableTwoFactor confirms a code made with it.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into the app by hand.' }),
    uri: t.exposeString('uri', { description: 'The otpauth:// address the QR code holds.' }),
    qrSvg: t.exposeString('qrSvg', { description: 'The QR code, an SVG document.' }),
  }),
});

const RecoveryCodes = builder.objectRef<{ recoveryCodes: string[] }>('TwoFactorRecoveryCodes').implement({
  description: 'Ten single-use codes that stand in for the app. Shown this once.',
  fields: (t) => ({ recoveryCodes: t.exposeStringList('recoveryCodes') }),
});

builder.prismaObjectFields('User', (t) => ({
  twoFactorEnabled: t.boolean({
    nullable: true,
    description:
      "Whether signing in asks for a code from an authenticator app: the viewer's own, and any member's to an " +
      'admin (account help); null for anyone else.',
    select: { totpEnabledAt: true },
    resolve: async (user, _args, ctx) =>
      isAccountHelper(moderationViewerOf(ctx), ctx.services.config) ||
      canSeeAccountSettings(await ctx.relationships.load(user.id))
        ? user.totpEnabledAt !== null
        : null,
  }),
}));

builder.mutationField('beginTwoFactorSetup', (t) =>
  t.field({
    type: TwoFactorSetupRef,
    errors: {},
    authScopes: { write: 'session' },
    description:
      'Starts turning on two-factor authentication: a new secret and its QR code (replaces an unfinished one).',
    resolve: (_root, _args, ctx) => beginTwoFactorSetup(ctx.services, ctx.viewer!.id),
  }),
);

builder.mutationField('enableTwoFactor', (t) =>
  t.field({
    type: RecoveryCodes,
    errors: {},
    authScopes: { write: 'session' },
    description: "Turns two-factor authentication on with the app's first code; answers the ten recovery codes.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      recoveryCodes: await enableTwoFactor(ctx.services, ctx.viewer!.id, args),
    }),
  }),
);

builder.mutationField('disableTwoFactor', (t) =>
  t.field({
    type: MessagePayload,
    errors: {},
    authScopes: { write: 'session' },
    description: 'Turns two-factor authentication off: the password and a code from the app (or a recovery code).',
    args: { password: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await disableTwoFactor(ctx.services, ctx.viewer!.id, args, ctx.meta);
      return { message: TWO_FACTOR_OFF };
    },
  }),
);
