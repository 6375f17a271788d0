/**
 * The GraphQL half of the leak walk: every root field whose value can hold a User (queries, mutations,
 * subscriptions; `node` and `nodes` on each node type), its arguments from the world, the whole selection
 * down to every User. It records which fields (Type.field) answered with a subject, and what leaked.
 */
import {
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { graphql, type GraphQLBody } from '../testing/graphql.js';
import type { Mode } from './fixtures.js';
import { ArgumentValues, inlineArguments, rootArguments } from './graphql-arguments.js';
import { LeakLog, subjectsIn, type SearchTerm } from './leaks.js';
import {
  fitOne,
  SelectionBuilder,
  typesReachingUser,
  userCoordinates,
  walkAnswer,
  type RootNode,
} from './selection.js';
import { globalIds, type LeakWorld, type Viewer } from './world.js';

/**
 * Mutations the walk does not call: they end or replace the viewer's session (or account), and answer with the
 * viewer or a new member, never another one (resetPassword, signInSecondFactor and signInWithPasskey sign in as
 * the member the mailed link, the challenge or the passkey names).
 */
export const SESSION_MUTATIONS =
  /^(register|signIn|signInSecondFactor|signInWithPasskey|signOut|changePassword|deleteAccount|resetPassword)$/;

/**
 * Fields that are walked and judged, but can never answer with a subject, by design: Ask a Dad questions are
 * anonymous (docs/ask-a-dad.md), so a Question holds a member only through its answers; a new question has none,
 * a new answer's author is the viewer, and below an Answer the walk cuts Question's way back to answers (a cycle).
 * A PasswordReset is the answer of resetPassword alone (not called: SESSION_MUTATIONS), whose viewer is the member
 * the mailed link names.
 */
const NO_SUBJECT_BY_DESIGN = [
  'PasswordReset.viewer',
  'Answer.question',
  'Mutation.askQuestion',
  'MutationAskQuestionSuccess.data',
  'Mutation.answerQuestion',
  'MutationAnswerQuestionSuccess.data',
];

/**
 * Fields only moderators and admins get an answer from (docs/moderation.md): the walk's viewers are members, to
 * whom these answer NOT_FOUND, so they are walked and judged but never answer with a subject. The members they
 * show a moderator go through the same User type and privacy rules (graphql/schema/moderation.test.ts checks a
 * moderator sees no hidden field of the member an item is about).
 */
const MODERATORS_ONLY = [
  'Query.moderationQueue',
  'ModerationQueueConnection.edges',
  'ModerationQueueEdge.node',
  'ModerationQueueItem.subject',
  'Query.siteModerators',
  'SiteModeratorsConnection.edges',
  'SiteModeratorsEdge.node',
  'Query.moderationMember',
];

export class GraphQLWalk extends LeakLog {
  readonly reaching: Set<string>;
  /** Every Type.field whose value can hold a User. */
  readonly coordinates: string[];
  /** Those that answered with a subject, to a viewer. */
  readonly reached = new Set<string>();
  /** Those of the mutations the walk does not call (SESSION_MUTATIONS) and their payloads; NO_SUBJECT_BY_DESIGN; MODERATORS_ONLY. */
  readonly notCalled: Set<string>;

  constructor(
    world: LeakWorld,
    private readonly schema: GraphQLSchema,
  ) {
    super(world);
    this.reaching = typesReachingUser(schema);
    this.coordinates = userCoordinates(schema, this.reaching);
    const sessionMutations = this.rootFields(schema.getMutationType()).filter((f) => SESSION_MUTATIONS.test(f.name));
    this.notCalled = new Set(
      sessionMutations
        .flatMap((field) => {
          const result = getNamedType(field.type);
          const payloads = isUnionType(result) ? result.getTypes() : [];
          return [
            `Mutation.${field.name}`,
            ...payloads.flatMap((p) => Object.keys(p.getFields()).map((f) => `${p.name}.${f}`)),
          ];
        })
        .concat(NO_SUBJECT_BY_DESIGN, MODERATORS_ONLY),
    );
  }

  private builder(viewer: Viewer, mode: Mode): SelectionBuilder {
    const values = new ArgumentValues(this.world, viewer, mode);
    return new SelectionBuilder(this.schema, (field, parent) => values.nested(field, parent));
  }

  /** Runs one operation as `viewer`, judged and walked for reached fields; true when it answered without error. */
  private async run(
    viewer: Viewer,
    label: string,
    document: string,
    variables: Record<string, unknown>,
    root: RootNode,
    searches: SearchTerm[],
  ): Promise<boolean> {
    const body: GraphQLBody = await graphql(this.world.app, document, variables, viewer.cookie);
    this.judge(viewer, `GraphQL ${label}`, JSON.stringify(body), body, searches);
    const broken = body.errors?.find(
      (e) =>
        ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'].includes(String(e.extensions?.code)) ||
        e.extensions?.limit ||
        e.extensions?.cost,
    );
    if (broken) this.gaps.add(`${label}: the walk's operation was refused (${broken.message})`);
    this.walk(root, body);
    const value = body.data?.[root.name];
    return (
      !body.errors?.length &&
      value !== null &&
      value !== undefined &&
      (value as { __typename?: string }).__typename !== 'AppError'
    );
  }

  /** Marks the fields of `root` under which the answer holds a subject. */
  walk(root: RootNode, body: GraphQLBody): void {
    walkAnswer(
      [root],
      [body.data],
      (value) => subjectsIn(this.world, value).size > 0,
      (c) => this.reached.add(c),
    );
  }

  private rootFields(type: GraphQLObjectType | null | undefined) {
    return Object.values(type?.getFields() ?? {}).filter((f) => this.reaching.has(getNamedType(f.type).name));
  }

  /** Every query field that can answer with a User, each argument combination; `node`/`nodes` per node type. */
  async queries(viewer: Viewer): Promise<void> {
    const query = this.schema.getQueryType()!;
    const builder = this.builder(viewer, 'read');
    for (const field of this.rootFields(query)) {
      const named = getNamedType(field.type);
      if (isInterfaceType(named)) {
        await this.byNodeType(viewer, builder, query.name, field);
        continue;
      }
      const combos = new ArgumentValues(this.world, viewer, 'read').combinations(field);
      if (!combos) {
        this.gaps.add(`${query.name}.${field.name}: no value for its arguments`);
        continue;
      }
      for (const { call, definitions, variables, label, searches } of combos) {
        const root = builder.root(query.name, field, call);
        for (const document of builder.split('query', root, definitions)) {
          await this.run(viewer, `${query.name}.${field.name}${label}`, document, variables, root, searches);
        }
      }
    }
    for (const gap of builder.unfillable) this.gaps.add(`${gap}: no value for its arguments`);
  }

  /** node(id:)/nodes(ids:): each node type, with the world's rows of it (a type without rows is a gap). */
  private async byNodeType(
    viewer: Viewer,
    builder: SelectionBuilder,
    parent: string,
    field: GraphQLField<unknown, unknown>,
  ) {
    const iface = getNamedType(field.type);
    if (!isInterfaceType(iface)) return;
    for (const type of this.schema.getPossibleTypes(iface)) {
      const ids = globalIds(this.world, type.name);
      if (!ids.length) {
        this.gaps.add(`${parent}.${field.name}: the world has no ${type.name}`);
        continue;
      }
      const idArgs = field.args.filter((a) => getNamedType(a.type).name === 'ID');
      // A list argument (nodes) takes every row of the type at once; a single id (node), the first row.
      const values = idArgs.some((a) => isListType(isNonNullType(a.type) ? a.type.ofType : a.type))
        ? [ids]
        : ids.slice(0, 1);
      for (const value of values) {
        const { call, definitions, variables } = rootArguments(
          field.args,
          field.args.map((a) => (idArgs.includes(a) ? value : undefined)),
        );
        const root = builder.root(parent, field, call, type.name);
        for (const document of builder.split('query', root, definitions)) {
          await this.run(viewer, `${parent}.${field.name} on ${type.name}`, document, variables, root, []);
        }
      }
    }
  }

  /** Every mutation that can answer with a User: argument combinations tried in turn until one is accepted. */
  async mutations(viewer: Viewer): Promise<void> {
    const mutation = this.schema.getMutationType();
    const builder = this.builder(viewer, 'write');
    for (const field of this.rootFields(mutation).filter((f) => !SESSION_MUTATIONS.test(f.name))) {
      const combos = new ArgumentValues(this.world, viewer, 'write').combinations(field);
      if (!combos) {
        this.gaps.add(`${mutation!.name}.${field.name}: no value for its arguments`);
        continue;
      }
      for (const { call, definitions, variables, label, searches } of combos) {
        const root = builder.root(mutation!.name, field, call);
        // A write runs once: its whole selection in one operation (split, it would run again), cut to fit.
        const document = fitOne(builder, 'mutation', root, definitions);
        if (await this.run(viewer, `${mutation!.name}.${field.name}${label}`, document, variables, root, searches))
          break;
      }
    }
    for (const gap of builder.unfillable) this.gaps.add(`${gap}: no value for its arguments`);
  }

  /** The subscriptions that can carry a User, each with its first argument values, as operations (split to fit). */
  subscriptions(viewer: Viewer): { label: string; document: string; root: RootNode }[] {
    const subscription = this.schema.getSubscriptionType();
    const builder = this.builder(viewer, 'read');
    return this.rootFields(subscription).flatMap((field) => {
      const combo = new ArgumentValues(this.world, viewer, 'read').combinations(field)?.[0];
      if (!combo) {
        this.gaps.add(`${subscription!.name}.${field.name}: no value for its arguments`);
        return [];
      }
      const { call, label } = inlineArguments(combo);
      const root = builder.root(subscription!.name, field, call);
      // A selection too long for one operation is several subscriptions, each delivered the same events.
      const documents = builder.split('subscription', root);
      return documents.map((document, i) => ({
        label: `${subscription!.name}.${field.name}${label}${documents.length > 1 ? ` (part ${i + 1})` : ''}`,
        document,
        root,
      }));
    });
  }
}
