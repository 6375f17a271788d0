/**
 * What a GraphQL operation costs, in points (docs/graphql-limits.md). Requested cost, before it runs: the most
 * objects it can return. Actual cost, after: the objects it did return. An object costs 1, a scalar or enum 0;
 * a list multiplies its items' cost by how many it can hold; each mutation or subscription field adds a base, and
 * each full-text or trigram lookup its price (LOOKUP_COSTS).
 */
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { HISTORY_ACTIONS } from '../../domain/moderation/member-history.js';
import { MESSAGE_CONTEXT } from '../../domain/moderation/current-content.js';
import { JOBS } from '../../jobs/catalogue.js';
import { MAX_PAGE_SIZE } from '../builder.js';

export const COSTS = {
  object: 1,
  /** Added for each mutation field: a write costs more than the objects it answers with. */
  mutation: 10,
  /** Added for each subscription field: it holds a connection and runs again on every event. */
  subscription: 10,
  /** `__schema` / `__type`: answered from the schema in memory, whatever the selection. */
  introspection: 10,
  /** A connection's page without `first`/`last` (Pothos' defaultConnectionSize). */
  defaultPageSize: 20,
  /** The most a connection returns, whatever `first`/`last` say (Pothos' maxConnectionSize). */
  maxPageSize: MAX_PAGE_SIZE,
  /** A list with no size argument, not in LIST_SIZES, and not inside a sized field. */
  unboundedListSize: 20,
} as const;

/** Lists without a size argument whose length the domain bounds (a poll has at most 4 options...). */
const LIST_SIZES: Record<string, number> = {
  'Poll.options': 4,
  'SuggestedContent.posts': 2,
  'SuggestedContent.channels': 1,
  'SuggestedContent.events': 1,
  /** The creator's chart: one entry per day of the last 30 (domain/channels/stats.ts). */
  'ChannelCreatorStats.followersByDay': 30,
  'AppError.fieldErrors': 10,
  /** The ten dad types of the profile editor (domain/users/profile-options.ts). */
  'ProfileOptions.dadTypes': 10,
  /** domain/access-tokens/scopes.ts */
  'Query.accessTokenScopes': 7,
  /** A reported message and the few before it (domain/reports/reports.ts). */
  'ModeratedContent.messages': MESSAGE_CONTEXT + 1,
  /** The latest actions on a member beside a queue item (domain/moderation/member-history.ts). */
  'ModerationMemberHistory.actions': HISTORY_ACTIONS,
  /** One entry per kind of job the catalogue lists (domain/moderation/jobs.ts). */
  'Query.jobKinds': JOBS.length,
};

/**
 * Full-text and trigram lookups, priced by what they cost: the points each adds every time it runs, on top of
 * the objects it answers. Measured by `npm run bench:search-cost` (CPU time of the server and its database per
 * lookup, its dearest word, the slowest of two runs on PostgreSQL and PGlite: the table is in docs/graphql-limits.md) at
 * LOOKUP_POINTS_PER_MS, rounded up to 5, at least LOOKUP_FLOOR. `argument`: the field looks up only when that
 * argument is given and not blank. `totalCount`: a totalCount selected beside it counts the same filter again,
 * one more lookup.
 */
export const LOOKUP_COSTS: Record<string, { points: number; argument?: string; totalCount?: boolean }> = {
  // Query.search runs one lookup per section the selection asks for (../schema/search.ts).
  'SearchResults.users': { points: 565 },
  'SearchResults.posts': { points: 105 },
  'SearchResults.groups': { points: 100 },
  'SearchResults.events': { points: 20 },
  // Its total comes from the same statement.
  'Query.memberSearch': { points: 375 },
  'Query.channels': { points: 20, argument: 'search', totalCount: true },
  'Query.events': { points: 90, argument: 'search', totalCount: true },
  'Query.groups': { points: 35, argument: 'search', totalCount: true },
  'Query.questions': { points: 340, argument: 'search', totalCount: true },
  // The composers' @ autocomplete: a prefix of usernames and names, by ILIKE on their trigram indexes (measured by
  // EXPLAIN ANALYZE, not yet by the bench: docs/graphql-limits.md).
  'Query.mentionSuggestions': { points: 100 },
};
/** GRAPHQL_MAX_COST's 1,000 points buy at most 250 ms of lookups. */
export const LOOKUP_POINTS_PER_MS = 4;
/** A lookup too quick to measure on a busy machine still costs a statement and its plan. */
export const LOOKUP_FLOOR = 20;

const SIZE_ARGUMENTS = ['first', 'last'] as const;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Fragment costs (and the lookups in them) by name and inherited size: a fragment spread many times is walked once. */
  memo: Map<string, { cost: number; lookups: number }>;
  /** The points of the lookups met, each once (however many times a list could run it): what running costs at least. */
  lookups: number;
}

/** The operation's definition (the named one, or the only one). */
export function operationOf(
  document: DocumentNode,
  operationName?: string | null,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
}

/** The most points the operation can cost: run it only if this is within the budget. */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  return priceOf(schema, document, operationName, variables).requested;
}

/**
 * The requested cost, and the points of the lookups it holds: those are spent once the operation runs, whatever
 * it answers, so the actual cost counts them besides the objects.
 */
export function priceOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): { requested: number; lookups: number } {
  const operation = operationOf(document, operationName);
  const rootType = operation && schema.getRootType(operation.operation);
  if (!operation || !rootType) return { requested: 0, lookups: 0 };
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  // Coerced as execution will (variable defaults applied); invalid variables fail there with their own message.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  const walk: Walk = { schema, fragments, variables: coerced.coerced ?? variables, memo: new Map(), lookups: 0 };
  const perRootField = operation.operation === 'query' ? 0 : COSTS[operation.operation];
  const requested = selectionSetCost(walk, operation.selectionSet, rootType, undefined, perRootField);
  return { requested, lookups: Math.min(walk.lookups, requested) };
}

function included(walk: Walk, node: SelectionNode): boolean {
  if (!node.directives?.length) return true;
  try {
    return (
      getDirectiveValues(GraphQLSkipDirective, node, walk.variables)?.if !== true &&
      getDirectiveValues(GraphQLIncludeDirective, node, walk.variables)?.if !== false
    );
  } catch {
    // A condition on a variable that is missing or invalid: counted, as the most the operation could cost
    // (execution refuses such variables with its own message).
    return true;
  }
}

/**
 * Fields that apply to every object of `type` are summed; fragments on narrower types (one member of a union,
 * one implementation of an interface) are alternatives, so only the dearest of them counts.
 */
function selectionSetCost(
  walk: Walk,
  set: SelectionSetNode,
  type: GraphQLCompositeType,
  inherited: number | undefined,
  perField = 0,
): number {
  let always = 0;
  const alternatives = new Map<string, number>();
  for (const selection of set.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      always += fieldCost(walk, selection, type, inherited) + (selection.name.value === '__typename' ? 0 : perField);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
    if (!fragment) continue;
    const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
    if (!condition || !isCompositeType(condition)) continue;
    const key =
      selection.kind === Kind.FRAGMENT_SPREAD ? `${selection.name.value}:${inherited}:${perField}` : undefined;
    const memo = key === undefined ? undefined : walk.memo.get(key);
    let cost = memo?.cost;
    if (memo) walk.lookups += memo.lookups;
    if (cost === undefined) {
      const lookupsBefore = walk.lookups;
      cost = selectionSetCost(walk, fragment.selectionSet, condition, inherited, perField);
      if (key !== undefined) walk.memo.set(key, { cost, lookups: walk.lookups - lookupsBefore });
    }
    if (condition.name === type.name) always += cost;
    else alternatives.set(condition.name, (alternatives.get(condition.name) ?? 0) + cost);
  }
  return always + Math.max(0, ...alternatives.values());
}

/** Query.rateLimit is free: it asks where the budget stands (../schema/rate-limit.ts). */
export const RATE_LIMIT_FIELD = 'rateLimit';

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLCompositeType, inherited: number | undefined): number {
  const name = node.name.value;
  if (name === '__schema' || name === '__type') return COSTS.introspection;
  if (name === RATE_LIMIT_FIELD && parent.name === walk.schema.getQueryType()?.name) return 0;
  if (name === '__typename' || !(isObjectType(parent) || isInterfaceType(parent))) return 0;
  const field = parent.getFields()[name];
  if (!field) return 0;
  const named = getNamedType(field.type);
  if (!isCompositeType(named)) return 0;
  const args = argumentsOf(walk, field, node);
  const requested = sizeArgument(field, args);
  const list = isListType(getNullableType(field.type));
  const connection = !list && requested !== undefined && isObjectType(named) && 'edges' in named.getFields();
  // A sized field that is not itself a list (a connection, search's results) sizes the lists directly inside it.
  const passDown = list
    ? undefined
    : connection
      ? Math.min(requested ?? COSTS.defaultPageSize, COSTS.maxPageSize)
      : requested;
  const children = node.selectionSet ? selectionSetCost(walk, node.selectionSet, named, passDown) : 0;
  const one = COSTS.object + children;
  // A lookup runs once for the field, however many objects it answers.
  const lookup = lookupPoints(walk, `${parent.name}.${name}`, node, args);
  walk.lookups += lookup;
  if (!list) return one + lookup;
  const ids = args.ids;
  const size = Array.isArray(ids)
    ? ids.length
    : (requested ?? LIST_SIZES[`${parent.name}.${name}`] ?? inherited ?? COSTS.unboundedListSize);
  return size * one + lookup;
}

/** The field's lookups in points (LOOKUP_COSTS): none unless it searches, two when a totalCount counts again. */
function lookupPoints(walk: Walk, coordinate: string, node: FieldNode, args: Record<string, unknown>): number {
  const lookup = LOOKUP_COSTS[coordinate];
  if (!lookup) return 0;
  if (lookup.argument !== undefined) {
    const value = args[lookup.argument];
    if (typeof value !== 'string' || value.trim() === '') return 0;
  }
  return lookup.totalCount && selects(walk, node.selectionSet, 'totalCount') ? 2 * lookup.points : lookup.points;
}

/** Whether the selection asks for the field `name` (directly or in a fragment; each named fragment looked in once). */
function selects(walk: Walk, set: SelectionSetNode | undefined, name: string, seen = new Set<string>()): boolean {
  return (set?.selections ?? []).some((selection) => {
    if (!included(walk, selection)) return false;
    if (selection.kind === Kind.FIELD) return selection.name.value === name;
    if (selection.kind === Kind.INLINE_FRAGMENT) return selects(walk, selection.selectionSet, name, seen);
    if (seen.has(selection.name.value)) return false;
    seen.add(selection.name.value);
    return selects(walk, walk.fragments.get(selection.name.value)?.selectionSet, name, seen);
  });
}

function argumentsOf(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, walk.variables);
  } catch {
    return {}; // invalid arguments fail at execution with their own message; cost them at their defaults
  }
}

/** `first` or `last` (the smaller when both), at least 0; undefined for a field without either. */
function sizeArgument(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | undefined {
  if (!field.args.some((arg) => (SIZE_ARGUMENTS as readonly string[]).includes(arg.name))) return undefined;
  const given = SIZE_ARGUMENTS.map((name) => args[name]).filter((value): value is number => typeof value === 'number');
  if (!given.length) return COSTS.defaultPageSize;
  return Math.max(0, Math.min(...given));
}

/**
 * Points the operation did cost: the objects in its data (each JSON object in a result is a GraphQL object:
 * the only custom scalar, DateTime, is a string), plus the base of each mutation field that ran, plus `lookups`
 * (priceOf): a search that found nothing did the work all the same.
 */
export function actualCost(
  data: Record<string, unknown> | null | undefined,
  operation: OperationDefinitionNode,
  lookups = 0,
): number {
  // No data at all: nothing ran (the variables were refused); null: it ran, and an error nulled the answer.
  if (data === undefined) return 0;
  if (data === null) return lookups;
  let cost = lookups;
  for (const [key, value] of Object.entries(data)) {
    const root = rootFieldName(operation, key);
    if (root === '__schema' || root === '__type') cost += COSTS.introspection;
    else if (root !== '__typename' && !(root === RATE_LIMIT_FIELD && operation.operation === 'query'))
      cost += objectsIn(value) + (operation.operation === 'query' ? 0 : COSTS[operation.operation]);
  }
  return cost;
}

function rootFieldName(operation: OperationDefinitionNode, responseKey: string): string {
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD && (selection.alias?.value ?? selection.name.value) === responseKey)
      return selection.name.value;
  }
  return responseKey;
}

/** Walked after every operation: loops rather than arrays of values, which a page's ~600 objects would allocate. */
function objectsIn(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += objectsIn(item);
    return count;
  }
  count = COSTS.object;
  for (const key in value) count += objectsIn((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * For a query asking `rateLimit(dryRun: true)`: the same document with only its rateLimit fields at the root,
 * so nothing else runs. Undefined for any other operation.
 */
export function dryRunDocument(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): DocumentNode | undefined {
  const operation = operationOf(document, operationName);
  if (operation?.operation !== 'query') return undefined;
  const isRateLimit = (s: SelectionNode): s is FieldNode => s.kind === Kind.FIELD && s.name.value === RATE_LIMIT_FIELD;
  const dry = operation.selectionSet.selections.some((s) => {
    if (!isRateLimit(s)) return false;
    const arg = s.arguments?.find((a) => a.name.value === 'dryRun');
    if (!arg) return false;
    if (arg.value.kind === Kind.BOOLEAN) return arg.value.value;
    return arg.value.kind === Kind.VARIABLE && variables[arg.value.name.value] === true;
  });
  if (!dry) return undefined;
  const selections = operation.selectionSet.selections.filter(
    (s) => s.kind === Kind.FIELD && (s.name.value === RATE_LIMIT_FIELD || s.name.value === '__typename'),
  );
  return {
    ...document,
    definitions: document.definitions.map((d) =>
      d === operation ? { ...operation, selectionSet: { ...operation.selectionSet, selections } } : d,
    ),
  };
}
