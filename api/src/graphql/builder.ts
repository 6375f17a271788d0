/**
 * The Pothos schema builder and its plugins. Types are defined in ./schema, one file per type.
 */
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { WriteNeed } from '../domain/access-tokens/scopes.js';
import { AppError, badInput } from '../domain/errors.js';
import type PrismaTypes from '../generated/prisma/pothos-types.js';
import { getDatamodel } from '../generated/prisma/pothos-types.js';
import { MAX_PAGE_SIZE } from './argument-checks.js';
import type { GraphQLContext } from './context.js';
import { decodeGlobalID, encodeGlobalID } from './global-id.js';
import InputGuardPlugin from './input-guard.js';
import { tokenScopes, unauthorizedError } from './token-scopes.js';
import { visibleNode, visibleNodes } from './visible-nodes.js';

export { MAX_PAGE_SIZE };

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  /**
   * member / admin: who the viewer is. read / write: what the caller's access token allows (a browser session is
   * limited by neither): ./token-scopes.ts.
   */
  AuthScopes: { member: boolean; admin: boolean; read: boolean; write: WriteNeed };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  // Fields are non-null unless they say otherwise: clients get precise types.
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  defaultFieldNullability: false,
  // Errors first, so authorization failures can be returned as typed errors too, and so can the input
  // guard's refusals; the guard comes before Prisma, whose relation loading it must cover (./input-guard.ts).
  plugins: [ErrorsPlugin, ScopeAuthPlugin, InputGuardPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A type's scopes run once per object (when the executor checks the object's type), not once per field of it:
    // a feed page's 20 posts are 20 checks rather than 600 wrapped resolvers.
    runScopesOnType: true,
    authScopes: (ctx) => ({ member: ctx.viewer !== null, admin: ctx.viewer?.role === 'admin', ...tokenScopes(ctx) }),
    unauthorizedError: (_parent, ctx, _info, result) => unauthorizedError(ctx, result),
  },
  prisma: {
    client: (ctx) => ctx.services.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: 20,
  },
  relay: {
    clientMutationId: 'omit',
    encodeGlobalID,
    decodeGlobalID,
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // A node the caller may not see is null, as an id that names nothing (./visible-nodes.ts).
    nodeQueryOptions: {
      resolve: (_root, args, ctx, info, load): Promise<unknown> => visibleNode(builder, ctx, info, args.id, load),
    },
    nodesQueryOptions: {
      resolve: (_root, args, ctx, info, load): Promise<unknown[]> => visibleNodes(builder, ctx, info, args.ids, load),
    },
  },
  errors: { defaultTypes: [AppError] },
  validation: {
    validationError: (failure) => {
      const fieldErrors = failure.issues.map((issue) => ({
        field: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || 'input',
        message: issue.message,
      }));
      return badInput(fieldErrors[0]?.message ?? 'Invalid input.', fieldErrors);
    },
  },
});

// An access token reads only with the `read` scope (every query and subscription field); each mutation names
// the scope it needs (`authScopes: { write: 'write:posts' }`), and a test holds every mutation to it.
builder.queryType({ authScopes: { read: true } });
builder.mutationType({});
builder.subscriptionType({ authScopes: { read: true } });
