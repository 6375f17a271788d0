/**
 * Live deliveries shared between subscribers (docs/live-events.md). A subscription field says with
 * `extensions: { sharedDelivery: ... }` when subscribers may share the result of one event:
 *
 * - `true`: a leaf type (a count, a flag) resolved from the event's value, never from the viewer. An operation
 *   that selects only that field (no fragments, directives or variables) executes once per document and event
 *   value in this process: 5,000 members whose unread count became 3 cost one execution, not 5,000.
 * - a {@link SharedByClass}: an object event (a message) whose result depends on the viewer only through a small
 *   class (how they relate to its sender). An operation whose selection stays within the fields the extension
 *   lists executes once per document, event and class, and every subscriber of that class forwards the result.
 *
 * What each subscriber still does alone: starting its stream (the field's `subscribe`, with its scope checks and
 * arguments, through graphql-js' CreateSourceEventStream), taking each event from it, and computing its class. A
 * result with errors is never shared: each subscriber it reached executes the event again with its own context.
 *
 * A transport may also take the delivery of results without errors ({@link deliverDirectly}): it is handed the
 * result's payload, serialised once for all who share it, and writes its frame itself, where the result would
 * otherwise climb every plugin's iterator around the operation and be serialised again for each subscriber. Those
 * plugins only act on errors (masking them, translating them for the socket), so they still see every result that
 * carries one.
 */
import {
  createSourceEventStream,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isLeafType,
  isObjectType,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { execute } from '@graphql-tools/executor';
import type { Plugin } from 'graphql-yoga';

/** The extension a subscription field declares (see above). */
export const SHARED_DELIVERY = 'sharedDelivery';

/**
 * How subscribers of an object event share its result. The field's `resolve` must ignore its arguments (they
 * steer `subscribe` alone, so subscribers with different arguments still share), and every field listed must
 * resolve the same for two subscribers of one class, given the same event.
 */
export interface SharedByClass<Event = never, Context = never> {
  /**
   * The fields a shared selection may reach, as `Type.field`: `'event'` for those resolved from the event alone,
   * `'class'` for those that also depend on the subscriber's class. `__typename` is always allowed.
   */
  fields: Readonly<Record<string, 'event' | 'class'>>;
  /**
   * What, besides the event, a `'class'` field depends on for this subscriber: subscribers with equal classes
   * share. Undefined executes the event for this subscriber alone. Not asked when no `'class'` field is selected.
   */
  classOf: (event: Event, context: Context) => string | undefined | Promise<string | undefined>;
  /**
   * The event's identity: events with the same id carry the same payload (a process hearing an event through
   * Redis parses a copy of its own for each key it was published to, so the object itself tells nothing).
   * Undefined: this event executes for each subscriber alone.
   */
  eventId: (event: Event) => string | undefined;
}

/**
 * Distinct results kept per document (a few counts are live at any moment; a message's results matter for the
 * moment it is delivered): the map starts over past this.
 */
const MAX_RESULTS_PER_DOCUMENT = 1000;

type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

// biome-ignore lint/suspicious/noExplicitAny: declared by each field for its own event and context types
type AnySharedByClass = SharedByClass<any, any>;

/** How an operation shares: the operation, and for an object event its extension and whether it needs a class. */
export interface SharedPlan {
  operation: OperationDefinitionNode;
  byClass?: { spec: AnySharedByClass; needsClass: boolean };
}

const isSharedByClass = (value: unknown): value is AnySharedByClass =>
  typeof value === 'object' && value !== null && 'fields' in value && 'classOf' in value;

/**
 * Whether every selection under `type` stays within the listed fields: no directives, no arguments, no
 * abstract types, fragments only on the type itself. Sets `needsClass` when a `'class'` field is selected.
 */
function selectionShares(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  spec: AnySharedByClass,
  found: { needsClass: boolean; spreads: Set<string> },
): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return false;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      const coordinate = `${type.name}.${selection.name.value}`;
      const kind = Object.hasOwn(spec.fields, coordinate) ? spec.fields[coordinate] : undefined;
      const field = type.getFields()[selection.name.value];
      if (!kind || !field || selection.arguments?.length) return false;
      if (kind === 'class') found.needsClass = true;
      const named = getNamedType(field.type);
      if (isLeafType(named)) continue;
      if (!isObjectType(named) || !selection.selectionSet) return false;
      if (!selectionShares(named, selection.selectionSet, fragments, spec, found)) return false;
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    if (!fragment) return false;
    if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return false;
    if (fragment.kind === Kind.FRAGMENT_DEFINITION) {
      // A fragment spread twice under one type is checked once; a cycle (invalid anyway) ends here.
      const seen = `${type.name}:${fragment.name.value}`;
      if (found.spreads.has(seen)) continue;
      found.spreads.add(seen);
      if (fragment.directives?.length) return false;
    }
    if (!selectionShares(type, fragment.selectionSet, fragments, spec, found)) return false;
  }
  return true;
}

/** How the operation shares its events, when it is a subscription whose one root field allows it. */
export function sharedOperation(
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName'>,
): SharedPlan | undefined {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'subscription') return undefined;
  const [selection, ...more] = operation.selectionSet.selections;
  if (!selection || more.length || selection.kind !== Kind.FIELD || selection.directives?.length) return undefined;
  const field = args.schema.getSubscriptionType()?.getFields()[selection.name.value];
  const declared = field?.extensions[SHARED_DELIVERY];
  if (!field || !declared) return undefined;
  if (declared === true) {
    const leaf = isLeafType(getNamedType(field.type)) && !operation.variableDefinitions?.length;
    return leaf ? { operation } : undefined;
  }
  const type = getNamedType(field.type);
  if (!isSharedByClass(declared) || !isObjectType(type) || !selection.selectionSet) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of args.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const found = { needsClass: false, spreads: new Set<string>() };
  if (!selectionShares(type, selection.selectionSet, fragments, declared, found)) return undefined;
  return { operation, byClass: { spec: declared, needsClass: found.needsClass } };
}

type Result = ExecutionResult | Promise<ExecutionResult>;

const results = new WeakMap<DocumentNode, Map<string, Result>>();

/**
 * The key of this event's result for this subscriber within its document (leaf events by value, object events
 * by id and class), or undefined when it executes alone.
 */
function keyOf(
  args: ExecutionArgs,
  event: unknown,
  plan: SharedPlan,
): string | undefined | Promise<string | undefined> {
  const operation = args.operationName ?? '';
  if (!plan.byClass) return isPrimitive(event) ? `${operation}\0${typeof event}:${event}` : undefined;
  if (typeof event !== 'object' || event === null) return undefined;
  const { spec, needsClass } = plan.byClass;
  const id = spec.eventId(event);
  if (id === undefined) return undefined;
  const keyFor = (eventClass: string | undefined) =>
    eventClass === undefined ? undefined : `${operation}\0${id}\0${eventClass}`;
  if (!needsClass) return keyFor('');
  // A class that cannot be told (its read failed) executes alone, where the same read reports its own error.
  const eventClass = spec.classOf(event, args.contextValue);
  return eventClass instanceof Promise ? eventClass.then(keyFor, () => undefined) : keyFor(eventClass);
}

/** One execution per document and key (above); failures stay with their subscriber. */
function resultFor(args: ExecutionArgs, event: unknown, key: string | undefined): Result {
  const own = () => execute({ ...args, rootValue: event }) as Result;
  if (key === undefined) return own();
  let byKey = results.get(args.document);
  if (!byKey) {
    byKey = new Map();
    results.set(args.document, byKey);
  }
  let shared = byKey.get(key);
  if (!shared) {
    if (byKey.size >= MAX_RESULTS_PER_DOCUMENT) byKey.clear();
    shared = own();
    byKey.set(key, shared);
  }
  const checked = (result: ExecutionResult): Result => {
    if (!result.errors?.length) return result;
    if (byKey.get(key) === shared) byKey.delete(key);
    return own();
  };
  return shared instanceof Promise ? shared.then(checked) : checked(shared);
}

function sharedResult(args: ExecutionArgs, event: unknown, plan: SharedPlan): Result {
  const key = keyOf(args, event, plan);
  return key instanceof Promise ? key.then((found) => resultFor(args, event, found)) : resultFor(args, event, key);
}

/**
 * Where a transport writes a subscriber's results itself: `write` is given a result's payload as JSON (the result
 * without errors: its `data`, and `extensions` if any) and says whether it wrote it. When it did not (its socket
 * closed, say), the result goes up the plugins' iterators as any other.
 */
export interface DirectDelivery {
  write(payloadJson: string): boolean;
}

const directDeliveries = new WeakMap<object, DirectDelivery>();

/** Lets the transport deliver the results of the operation run with this context (see above). */
export function deliverDirectly(contextValue: object, delivery: DirectDelivery): void {
  directDeliveries.set(contextValue, delivery);
}

/** A result's payload serialised once, however many subscribers it reaches (it is the same object for each). */
const payloads = new WeakMap<ExecutionResult, string>();
function payloadOf(result: ExecutionResult): string {
  let json = payloads.get(result);
  if (json === undefined) {
    const { errors: _errors, ...payload } = result;
    json = JSON.stringify(payload);
    payloads.set(result, json);
  }
  return json;
}

/**
 * The source's events as shared results; an error from the source is located at the operation, as graphql-js does.
 * A class rather than closures: a subscription holds one of these for as long as it runs, waiting in `next`.
 */
class SharedEvents implements AsyncIterableIterator<ExecutionResult> {
  /** Once its consumer has ended it, nothing more is written for it, even an event already taken. */
  private ended = false;

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly plan: SharedPlan,
    private readonly direct: DirectDelivery | undefined,
  ) {}

  /** The next result the plugins' iterators carry: every one, or with a direct delivery those it did not write. */
  async next(): Promise<IteratorResult<ExecutionResult>> {
    for (;;) {
      let step: IteratorResult<unknown>;
      try {
        step = await this.source.next();
      } catch (error) {
        throw error instanceof Error
          ? new GraphQLError(error.message, { originalError: error, nodes: [this.plan.operation] })
          : error;
      }
      if (step.done) return { value: undefined, done: true };
      const result = await sharedResult(this.args, step.value, this.plan);
      if (!this.direct || this.ended || result.errors?.length || !this.direct.write(payloadOf(result))) {
        return { value: result, done: false };
      }
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.ended = true;
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  /** Thrown into by its consumer: the source ends, and the error is the consumer's own. */
  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/** The direct delivery registered for this context, handed over once (the subscription keeps it). */
function takeDirectDelivery(contextValue: unknown): DirectDelivery | undefined {
  if (typeof contextValue !== 'object' || contextValue === null) return undefined;
  const delivery = directDeliveries.get(contextValue);
  directDeliveries.delete(contextValue);
  return delivery;
}

/** The envelop plugin: shared operations subscribe through the path above, every other one as before. */
export function useSharedDelivery(): Plugin {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const plan = sharedOperation(args);
      if (!plan) return;
      setSubscribeFn(async (subscribeArgs: ExecutionArgs) => {
        const source = await createSourceEventStream(subscribeArgs);
        if (!(Symbol.asyncIterator in source)) return source;
        const direct = takeDirectDelivery(subscribeArgs.contextValue);
        return new SharedEvents(source[Symbol.asyncIterator](), subscribeArgs, plan, direct);
      });
    },
  };
}
