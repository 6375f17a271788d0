/**
 * Personal access tokens over GraphQL (domain/access-tokens/, docs/integrations.md): the Developer settings
 * page lists, makes and revokes them. Only a browser session manages tokens: a token never can, whatever its
 * scopes (`write: 'session'`).
 */
import {
  accessTokensWhere,
  createAccessToken,
  newestTokenFirst,
  revokeAccessToken,
} from '../../domain/access-tokens/access-tokens.js';
import { SCOPE_DESCRIPTIONS, TOKEN_SCOPES } from '../../domain/access-tokens/scopes.js';
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf } from '../global-id.js';
import { databaseIdOptions } from './database-id.js';

builder.prismaNode('AccessToken', {
  id: { field: 'id' },
  nullable: true,
  description: 'A personal access token: its name, scopes and dates. The token itself is shown only when it is made.',
  // Only ever reached through the viewer's own list, or node() on one of them, from a browser session.
  authScopes: (token, ctx) => token.userId === ctx.viewer?.id && ctx.grant === undefined,
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    name: t.exposeString('name'),
    scopes: t.exposeStringList('scopes', { description: '`read`, `write:posts`, ... (Query.accessTokenScopes).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: never expires.' }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a request last used it (to the minute); null: never used.',
    }),
  }),
});

const AccessTokenScopeRef = builder.objectRef<{ name: string; description: string }>('AccessTokenScope').implement({
  description: 'A scope a token can be given.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As requiredScopes and AccessToken.scopes name it.' }),
    description: t.exposeString('description'),
  }),
});

builder.queryField('accessTokenScopes', (t) =>
  t.field({
    type: [AccessTokenScopeRef],
    description: 'Every scope a personal access token can have, in order.',
    resolve: () => TOKEN_SCOPES.map((name) => ({ name, description: SCOPE_DESCRIPTIONS[name] })),
  }),
);

builder.queryField('accessTokens', (t) =>
  t.prismaConnection(
    {
      type: 'AccessToken',
      cursor: 'id',
      authScopes: { write: 'session' },
      description: "The viewer's personal access tokens, newest first. Browser sessions only.",
      totalCount: (_parent, _args, ctx) =>
        ctx.services.prisma.accessToken.count({ where: accessTokensWhere(ctx.viewer!.id) }),
      resolve: (query, _root, _args, ctx) =>
        ctx.services.prisma.accessToken.findMany({
          ...query,
          where: accessTokensWhere(ctx.viewer!.id),
          orderBy: newestTokenFirst,
        }),
    },
    { name: 'AccessTokenConnection' },
    { name: 'AccessTokenEdge' },
  ),
);

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'What it is for, to recognise it in the list (at most 80 characters).',
    }),
    expiresInDays: t.int({ description: '30, 90 or 365; omitted or null: never expires.' }),
    scopes: t.stringList({ required: true, description: 'At least one of Query.accessTokenScopes.' }),
  }),
});

const CreatedAccessToken = builder.objectRef<{ token: string; accessTokenId: string }>('CreatedAccessToken').implement({
  fields: (t) => ({
    token: t.exposeString('token', {
      description: 'The token, shown this once: only its SHA-256 is kept. Send it as `Authorization: Bearer <token>`.',
    }),
    accessToken: t.prismaField({
      type: 'AccessToken',
      resolve: (query, { accessTokenId }, _args, ctx) =>
        ctx.services.prisma.accessToken.findUniqueOrThrow({ ...query, where: { id: accessTokenId } }),
    }),
  }),
});

builder.mutationField('createAccessToken', (t) =>
  t.field({
    type: CreatedAccessToken,
    errors: {},
    authScopes: { write: 'session' },
    description: 'Makes a personal access token. Browser sessions only: a token cannot make tokens.',
    args: { input: t.arg({ type: CreateAccessTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, record } = await createAccessToken(ctx.services, ctx.viewer!.id, input);
      return { token, accessTokenId: record.id };
    },
  }),
);

builder.mutationField('revokeAccessToken', (t) =>
  t.field({
    type: 'ID',
    errors: {},
    authScopes: { write: 'session' },
    description: "Revokes one of the viewer's tokens: the next request with it is refused. Answers the revoked id.",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('AccessToken', await revokeAccessToken(ctx.services, ctx.viewer!.id, rawIdOf(id, 'AccessToken'))),
  }),
);
