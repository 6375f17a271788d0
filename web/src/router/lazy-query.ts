/**
 * A route's query artifact as a chunk of its own (`lazyQuery(() => import('…Query.graphql'))`): the route table
 * then holds a loader instead of the artifact, and the Router starts the query once the chunk has arrived
 * (at once on later visits). For member routes other than the first screen's.
 */
import type { GraphQLTaggedNode } from 'relay-runtime';
import { lazyModule, type LazyModule } from '../components/overlay/lazy-module';

export type LazyQueryNode = LazyModule<{ default: GraphQLTaggedNode }>;

export function lazyQuery(importer: () => Promise<{ default: GraphQLTaggedNode }>): LazyQueryNode {
  return lazyModule(importer);
}

export function isLazyQuery(node: GraphQLTaggedNode | LazyQueryNode): node is LazyQueryNode {
  return typeof node === 'object' && 'load' in node && typeof (node as { load?: unknown }).load === 'function';
}
