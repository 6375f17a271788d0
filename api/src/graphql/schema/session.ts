/**
 * Signing in, creating an account and signing out over GraphQL: the same commands as /api/login,
 * /api/register and /api/logout, with the session cookie set on the HTTP response.
 */
import { registerInput } from '../../domain/accounts/rules.js';
import { registerMember } from '../../domain/accounts/register.js';
import { SECOND_FACTOR_REQUIRED, completeSignIn } from '../../domain/accounts/second-factor-sign-in.js';
import { signIn } from '../../domain/accounts/sign-in.js';
import { type SignInMethod, startSignedInSession } from '../../domain/accounts/sign-in-history.js';
import { endSession } from '../../domain/sessions/sessions.js';
import { createRelationshipLoader } from '../../domain/users/privacy.js';
import type { User } from '../../generated/prisma/client.js';
import { clearedSessionCookie, sessionCookie } from '../../http/auth.js';
import { builder } from '../builder.js';
import { browserOnly } from '../token-scopes.js';
import { createVisibilityLoaders, type GraphQLContext } from '../context.js';
import type { CredentialColumn } from '../../domain/users/credentials.js';

/** From here on this request acts as the member who just signed in. */
export async function becomeViewer(
  ctx: GraphQLContext,
  user: Omit<User, CredentialColumn>,
  method: SignInMethod,
): Promise<void> {
  const { services, meta, sessionToken } = ctx;
  const { token, expiresAt } = await startSignedInSession(services, user.id, method, meta, sessionToken);
  ctx.responseCookies.push(sessionCookie(ctx.services.config, token, expiresAt));
  ctx.viewer = user;
  ctx.sessionToken = token;
  ctx.relationships = createRelationshipLoader(ctx.services.prisma, user.id);
  ctx.visibility = createVisibilityLoaders(ctx.services, user.id);
}

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    confirmAdult: t.boolean({ required: true, description: 'The member confirms they are 18 or older.' }),
    ref: t.string({ description: 'The referral code of the member whose link brought them.' }),
  }),
});

builder.mutationField('register', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    ...browserOnly,
    description: 'Creates an account and signs it in (sets the session cookie).',
    args: { input: t.arg({ type: RegisterInput, required: true, validate: registerInput }) },
    resolve: async (query, _root, { input }, ctx) => {
      const user = await registerMember(ctx.services, input, ctx.meta);
      await becomeViewer(ctx, user, 'registration');
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

/** A right password for an account with two-factor on: the second step's challenge, not yet a session. */
class SecondFactorRequired extends Error {
  override name = 'SecondFactorRequired';
  constructor(readonly challenge: string) {
    super(SECOND_FACTOR_REQUIRED);
  }
}

builder.objectType(SecondFactorRequired, {
  name: 'SecondFactorRequired',
  description:
    'The password was right and the account has two-factor authentication on: call signInSecondFactor with this challenge and a code within five minutes.',
  fields: (t) => ({
    message: t.exposeString('message'),
    challenge: t.exposeString('challenge'),
  }),
});

builder.mutationField('signIn', (t) =>
  t.prismaField({
    type: 'User',
    errors: { types: [SecondFactorRequired] },
    ...browserOnly,
    description:
      'Signs in with an e-mail or username and a password (sets the session cookie). With two-factor authentication on, answers SecondFactorRequired instead.',
    args: {
      login: t.arg.string({ required: true, description: 'E-mail or username.' }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { user, challenge } = await signIn(ctx.services, { email: args.login, password: args.password }, ctx.meta);
      if (!user) throw new SecondFactorRequired(challenge);
      await becomeViewer(ctx, user, 'password');
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('signInSecondFactor', (t) =>
  t.prismaField({
    type: 'User',
    errors: {},
    ...browserOnly,
    description:
      "Finishes a sign-in with signIn's challenge and a code from the authenticator app or a recovery code (sets the session cookie).",
    args: {
      challenge: t.arg.string({ required: true }),
      code: t.arg.string({ required: true, description: 'The 6-digit code, or a recovery code.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const { user, method } = await completeSignIn(ctx.services, args, ctx.meta);
      await becomeViewer(ctx, user, method);
      return ctx.services.prisma.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
);

builder.mutationField('signOut', (t) =>
  t.boolean({
    ...browserOnly,
    description: 'Ends the current session (clears the session cookie). True when a session was ended.',
    resolve: async (_root, _args, ctx) => {
      const token = ctx.sessionToken;
      if (token) await endSession(ctx.services, token);
      ctx.responseCookies.push(clearedSessionCookie(ctx.services.config));
      ctx.viewer = null;
      ctx.sessionToken = undefined;
      return Boolean(token);
    },
  }),
);
