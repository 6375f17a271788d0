/**
 * Single sign-on over GraphQL (docs/security.md#single-sign-on): the providers the sign-in page offers, the
 * viewer's linked provider accounts, and unlinking one. Signing in and linking are a round trip of the browser to
 * the provider and back, so they exist on /api only: a navigation to GET /api/auth/oidc/<provider>. Browser
 * sessions only (`write: 'session'`), as the sessions list.
 */
import { linkedAccountsWhere, oldestLinkFirst, unlinkAccount } from '../../domain/accounts/single-sign-on-links.js';
import { providerLabel, signInProviders, type SignInProvider } from '../../domain/accounts/single-sign-on-providers.js';
import { builder } from '../builder.js';

const SignInProviderRef = builder.objectRef<SignInProvider>('SignInProvider').implement({
  description:
    'An OpenID Connect provider members may sign in with. Signing in with it is a browser navigation to ' +
    '/api/auth/oidc/<id> (REST only: a round trip to the provider); while signed in, the same address links it.',
  fields: (t) => ({
    id: t.exposeString('id', { description: "The provider's id, as in /api/auth/oidc/<id>." }),
    label: t.exposeString('label', { description: 'Its name: the button says "Sign in with <label>".' }),
  }),
});

builder.queryField('signInProviders', (t) =>
  t.field({
    type: [SignInProviderRef],
    description:
      'The providers the server is configured with, in order: one "Sign in with" button each. Signing in and ' +
      'linking are REST only (a navigation to /api/auth/oidc/<id>).',
    resolve: (_root, _args, ctx) => signInProviders(ctx.services.config),
  }),
);

builder.prismaObject('ExternalIdentity', {
  name: 'LinkedAccount',
  description: "An account at a sign-in provider linked to the viewer's own, to sign in with it.",
  fields: (t) => ({
    provider: t.exposeString('provider', { description: "The provider's id (SignInProvider.id)." }),
    label: t.string({
      description: "The provider's name; its id when it is no longer configured.",
      resolve: (identity, _args, ctx) => providerLabel(ctx.services.config, identity.provider),
    }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'The address the provider vouched for when it was last used.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was linked.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it last signed the viewer in; null: never.',
    }),
  }),
});

builder.prismaObjectField('User', 'linkedAccounts', (t) =>
  t.prismaConnection(
    {
      type: 'ExternalIdentity',
      cursor: 'id',
      nullable: true,
      authScopes: { write: 'session' },
      description:
        "The viewer's linked sign-in provider accounts, the oldest link first; null on anyone else. Linking is REST " +
        'only (a navigation to /api/auth/oidc/<provider> while signed in). Browser sessions only.',
      resolve: (query, user, _args, ctx) =>
        user.id === ctx.viewer?.id
          ? ctx.services.prisma.externalIdentity.findMany({
              ...query,
              where: linkedAccountsWhere(user.id),
              orderBy: oldestLinkFirst,
            })
          : null,
    },
    { name: 'UserLinkedAccountsConnection' },
    { name: 'UserLinkedAccountEdge' },
  ),
);

const UnlinkAccountPayload = builder.objectRef<{ provider: string }>('UnlinkAccountPayload').implement({
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'The provider whose account was unlinked.' }),
  }),
});

builder.mutationField('unlinkAccount', (t) =>
  t.field({
    type: UnlinkAccountPayload,
    errors: {},
    authScopes: { write: 'session' },
    description:
      "Unlinks the viewer's account at a sign-in provider (NOT_FOUND when none is linked). Always allowed: the " +
      'account keeps its password, or can choose one by "Forgot password?".',
    args: { provider: t.arg.string({ required: true, description: 'SignInProvider.id (LinkedAccount.provider).' }) },
    resolve: (_root, args, ctx) => unlinkAccount(ctx.services, ctx.viewer!.id, args.provider),
  }),
);
