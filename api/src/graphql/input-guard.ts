/**
 * A Pothos plugin that keeps bad input from reaching resolvers as anything but BAD_USER_INPUT:
 * - each root field checks the arguments of its whole selection first (./argument-checks.ts), so nothing
 *   is read or written with them;
 * - Pothos' own validation errors (a cursor it cannot parse) become BAD_USER_INPUT rather than masked 500s;
 * - a mutation asked only for `__typename` still gets a database query Prisma accepts (see withResultData).
 * It is registered after the errors plugin, so a mutation's refusal is its AppError result, and before the
 * prisma plugin, so that relations Prisma loads on their own are covered too.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import {
  getNamedType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
} from 'graphql';
import { badInput } from '../domain/errors.js';
import { checkSelectionArguments, INVALID_CURSOR_MESSAGE } from './argument-checks.js';

function translatePothosError(error: unknown): never {
  if (error instanceof Error && error.name === 'PothosValidationError') {
    throw badInput(/cursor/i.test(error.message) ? INVALID_CURSOR_MESSAGE : `${error.message}.`);
  }
  throw error;
}

function settle<T>(run: () => T): T {
  try {
    const result = run();
    return result instanceof Promise ? (result.catch(translatePothosError) as T) : result;
  } catch (error) {
    return translatePothosError(error);
  }
}

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

/**
 * The errors plugin wraps a mutation's result in `{ data }`. When the selection does not reach `data`
 * (`createPost(...) { __typename }`), Pothos' prisma planner yields `select: {}`, which Prisma refuses
 * after the write has happened. Planning as if `... on <Success> { data { __typename } }` were also
 * selected gives a query Prisma accepts; the answer still holds only what was asked.
 */
function withResultData(info: GraphQLResolveInfo): GraphQLResolveInfo {
  const include = getNamedType(info.returnType).extensions?.pothosIndirectInclude as
    | { path?: { type: string; name: string }[] }
    | undefined;
  const step = include?.path?.[0];
  if (!step) return info;
  const dataSelection: InlineFragmentNode = {
    kind: Kind.INLINE_FRAGMENT,
    typeCondition: { kind: Kind.NAMED_TYPE, name: name(step.type) },
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [
        {
          kind: Kind.FIELD,
          name: name(step.name),
          selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: name('__typename') }] },
        },
      ],
    },
  };
  const fieldNodes = info.fieldNodes.map((node) => ({
    ...node,
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: [...(node.selectionSet?.selections ?? []), dataSelection],
    } as const,
  }));
  return { ...info, fieldNodes };
}

const isRootField = (info: GraphQLResolveInfo) => info.path.prev === undefined;

export class InputGuardPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const resultUnion = Boolean(fieldConfig.pothosOptions.errors);
    const { kind } = this.buildCache.getTypeConfig(fieldConfig.parentType);
    const root = kind === 'Query' || kind === 'Mutation' || kind === 'Subscription';
    // A nested field without arguments has nothing to check or translate: it keeps its resolver as it is, so the
    // hundreds of plain fields of a page cost no extra closure or promise each.
    if (!root && !resultUnion && Object.keys(fieldConfig.args).length === 0) return resolver;
    return (parent, args, context, info) =>
      settle(() => {
        if (isRootField(info)) checkSelectionArguments(info);
        return resolver(parent, args, context, resultUnion ? withResultData(info) : info);
      });
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!subscribe) return subscribe;
    return (parent, args, context, info) =>
      settle(() => {
        checkSelectionArguments(info);
        return subscribe(parent, args, context, info);
      });
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      inputGuard: InputGuardPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('inputGuard', InputGuardPlugin);

export default 'inputGuard' as const;
