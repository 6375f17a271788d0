/**
 * A route: a path pattern, a screen loaded on demand (its own chunk), and the query the screen renders,
 * started at navigation so code and data load side by side (Relay's render-as-you-fetch). A query's artifact
 * may itself load on demand (`lazyQuery`): then it is a small chunk of its own, fetched beside the screen's,
 * and the query starts as soon as it arrives, so the route table does not put it in every member's download.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import type { LazyQueryNode } from './lazy-query';
import type { RouteParams } from './match';

export interface ScreenProps<Q extends OperationType = OperationType> {
  params: RouteParams;
  /** Null for screens without a query. */
  queryRef: PreloadedQuery<Q> | null;
}

export interface RouteDefinition {
  path: string;
  load: () => Promise<unknown>;
  Screen: LazyExoticComponent<ComponentType<ScreenProps<never>>>;
  query?: {
    /** The artifact, or its loader (not for a route that `includesShell`: the app's first query starts at once). */
    node: GraphQLTaggedNode | LazyQueryNode;
    variables: (params: RouteParams) => VariablesOf<OperationType>;
    /** The query spreads `MemberApp_query` (the signed-in shell's data): opened first, it is the app's only query. */
    includesShell?: boolean;
  };
}

type ScreenModule<Q extends OperationType> = { default: ComponentType<ScreenProps<Q>> };

/** A route whose screen module default-exports the screen component. */
export function route<Q extends OperationType = OperationType>(
  path: string,
  load: () => Promise<ScreenModule<Q>>,
  query?: {
    node: GraphQLTaggedNode | LazyQueryNode;
    variables?: (params: RouteParams) => VariablesOf<Q>;
    includesShell?: boolean;
  },
): RouteDefinition {
  return {
    path,
    load,
    Screen: lazy(load) as unknown as RouteDefinition['Screen'],
    query: query && {
      node: query.node,
      variables: query.variables ?? (() => ({})),
      includesShell: query.includesShell ?? false,
    },
  };
}
