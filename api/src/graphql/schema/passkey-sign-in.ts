/**
 * Signing in with a passkey over GraphQL (docs/security.md#passkeys): the same domain calls as
 * /api/login/passkey/options and /api/login/passkey, for browsers only (no access token), with the session
 * cookie set on the HTTP response.
 */
import { beginPasskeySignIn, signInWithPasskey } from '../../domain/accounts/passkeys-sign-in.js';
import { builder } from '../builder.js';
import { browserOnly } from '../token-scopes.js';
import { PasskeyCeremonyRef, ceremonyOf } from './passkeys.js';
import { becomeViewer } from './session.js';

builder.mutationField('beginPasskeySignIn', (t) =>
  t.field({
    type: PasskeyCeremonyRef,
    errors: {},
    ...browserOnly,
    description:
      "Starts signing in with a passkey: the options for startAuthentication (the browser offers the site's passkeys).",
    resolve: async (_root, _args, ctx) => ceremonyOf(await beginPasskeySignIn(ctx.services)),
  }),
);

builder.mutationField('signInWithPasskey', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    ...browserOnly,
    description:
      "Signs in with the browser's answer (startAuthentication's) and the key of its options (sets the session " +
      'cookie). A passkey stands in for the password and the second factor.',
    args: {
      key: t.arg.string({ required: true, description: 'PasskeyCeremony.key of beginPasskeySignIn.' }),
      response: t.arg.string({
        required: true,
        description: "The browser's answer (AuthenticationResponseJSON), as JSON.",
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { user } = await signInWithPasskey(ctx.services, args, ctx.meta);
      await becomeViewer(ctx, user, 'passkey');
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);
