/**
 * GraphQL operations for one field: its arguments as variables, a full or a `__typename`-only selection, from a
 * member or an anonymous caller. Mostly every argument is plausible but one spot (an argument, an input
 * field, a list item) is hostile, so that the hostile value gets past the others and deep into the command;
 * sometimes every argument is drawn at random.
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { encodeGlobalID } from '../graphql/global-id.js';
import {
  cursor,
  globalId,
  nastyDate,
  nastyInt,
  nastyNumber,
  nastyString,
  plausibleFutureDate,
  rawId,
} from './arbitraries.js';
import { selectionOf, type FieldTarget } from './graphql-fields.js';
import { plausibleRest } from './values.js';
import type { World } from './world.js';

export interface GraphQLCase {
  query: string;
  variables: Record<string, unknown>;
  anonymous: boolean;
  /** The body as sent, when it is not the JSON of query and variables (./graphql-shapes.ts). */
  body?: string;
  /** The status the case must get (a body beyond the limits), when it is known. */
  expect?: number;
}

// EventInvitation before Event: acceptEventInvitation's invitationId names an invitation.
const KINDS = ['Connection', 'Channel', 'Notification', 'Comment', 'EventInvitation', 'Event', 'Group', 'Post', 'User'];

/** The kind of row an id argument names: from its name (postId), else from the field (acceptConnection). */
function kindOf(argName: string, fieldName: string): string | undefined {
  const fromArg = /^(\w+?)(?:Id|Ids)$/.exec(argName)?.[1];
  const named = fromArg && fromArg !== 'database' ? fromArg[0]!.toUpperCase() + fromArg.slice(1) : undefined;
  if (named && KINDS.includes(named)) return named;
  if (argName === 'optionId') return 'PollOption';
  return KINDS.find((kind) => fieldName.toLowerCase().includes(kind.toLowerCase()));
}

type Ctx = { schema: GraphQLSchema; world: World; fieldName: string };

const realIds = ({ world, fieldName }: Ctx, argName: string) => {
  const kind = kindOf(argName, fieldName);
  return { kind, ids: kind && world.ids[kind] ? world.ids[kind]! : world.allIds };
};

function hostileScalar(ctx: Ctx, typeName: string, argName: string): fc.Arbitrary<unknown> {
  const { world } = ctx;
  switch (typeName) {
    case 'ID':
      return globalId(world.globalIds, world.allIds);
    case 'Int':
      return nastyInt;
    case 'Float':
      return nastyNumber;
    case 'Boolean':
      return fc.constantFrom(true, false, 'perhaps', 1);
    case 'DateTime':
      return nastyDate;
    default:
      if (argName === 'after' || argName === 'before') return cursor(world.allIds);
      if (/Id$/.test(argName)) return rawId(world.allIds);
      return nastyString;
  }
}

function plausibleScalar(ctx: Ctx, typeName: string, argName: string): fc.Arbitrary<unknown> {
  const { kind, ids } = realIds(ctx, argName);
  switch (typeName) {
    case 'ID':
      return fc.constantFrom(...ids.map((id) => encodeGlobalID(kind ?? 'Post', id)));
    case 'Int':
      return fc.integer({ min: 1, max: 10 });
    case 'Float':
      return fc.constantFrom(1.5, 10);
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return plausibleFutureDate;
    default:
      if (argName === 'after' || argName === 'before') return fc.constant(null); // the first page
      if (/Id$/.test(argName)) return fc.constantFrom(...ids);
      return plausibleRest(ctx.schema, ctx.world, argName, 'String');
  }
}

/** A value of `type`: hostile (every part drawn from the nasty generators) or plausible. */
function inputValueOf(
  ctx: Ctx,
  type: GraphQLInputType,
  name: string,
  hostile: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    const inner = inputValueOf(ctx, type.ofType, name, hostile, depth);
    return hostile ? fc.oneof({ arbitrary: inner, weight: 19 }, { arbitrary: fc.constant(null), weight: 1 }) : inner;
  }
  if (isListType(type)) {
    const item = inputValueOf(ctx, type.ofType, name, hostile, depth + 1);
    if (!hostile) return fc.array(item, { minLength: 1, maxLength: 2 });
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 4 }), weight: 8 },
      { arbitrary: item, weight: 1 },
      { arbitrary: fc.array(item, { minLength: 150, maxLength: 150 }), weight: 1 },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (f) => !(!hostile && !isNonNullType(f.type) && /url|image|banner/i.test(f.name)),
    );
    const model = Object.fromEntries(
      fields.map((f) => [f.name, inputValueOf(ctx, f.type, f.name, hostile, depth + 1)]),
    );
    return fc.record(model, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  if (isEnumType(type)) {
    const values = fc.constantFrom(...type.getValues().map((v) => v.name));
    return hostile ? fc.oneof({ arbitrary: values, weight: 9 }, { arbitrary: nastyString, weight: 1 }) : values;
  }
  const named = getNamedType(type).name;
  return hostile ? hostileScalar(ctx, named, name) : plausibleScalar(ctx, named, name);
}

/** The spots one hostile value can go: each argument, each input field below it, each list's first item. */
function spotsOf(
  type: GraphQLInputType,
  path: (string | number)[],
  name: string,
  depth = 0,
): { path: (string | number)[]; type: GraphQLInputType; name: string }[] {
  const spots = [{ path, type, name }];
  const bare = isNonNullType(type) ? type.ofType : type;
  if (isListType(bare)) spots.push(...spotsOf(bare.ofType, [...path, 0], name, depth + 1));
  else if (isInputObjectType(bare) && depth < 3) {
    for (const field of Object.values(bare.getFields()))
      spots.push(...spotsOf(field.type, [...path, field.name], field.name, depth + 1));
  }
  return spots;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[i + 1];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

function argumentsFor(target: FieldTarget, world: World, schema: GraphQLSchema): fc.Arbitrary<Record<string, unknown>> {
  const ctx: Ctx = { schema, world, fieldName: target.field.name };
  const args = target.field.args;
  const required = args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  const all = (hostile: boolean) =>
    fc.record(Object.fromEntries(args.map((arg) => [arg.name, inputValueOf(ctx, arg.type, arg.name, hostile)])), {
      requiredKeys: required,
    });
  const spots = args.flatMap((arg) => spotsOf(arg.type, [arg.name], arg.name));
  if (!spots.length) return fc.constant({});
  const oneSpot = fc
    .tuple(all(false), fc.constantFrom(...spots))
    .chain(([values, spot]) =>
      inputValueOf(ctx, spot.type, spot.name, true).map((bad) => setAt(values, spot.path, bad)),
    );
  return fc.oneof({ arbitrary: oneSpot, weight: 3 }, { arbitrary: all(true), weight: 1 });
}

/** The operation that calls the field with `values`, its variables, for the caller. */
function operationOf(
  target: FieldTarget,
  values: Record<string, unknown>,
  typenameOnly: boolean,
  anonymous: boolean,
  parentId?: string,
): GraphQLCase {
  const { field } = target;
  const present = field.args.filter((arg) => arg.name in values);
  const defs = present.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const call = `${field.name}${present.length ? `(${present.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : ''}`;
  const selection = typenameOnly
    ? selectionOf(getNamedType(field.type), 0)
      ? '{ __typename }'
      : ''
    : selectionOf(getNamedType(field.type), 3);
  const variables: Record<string, unknown> = { ...values };
  let body = `${call} ${selection}`;
  if (target.via) {
    defs.push('$parentId: ID!');
    variables.parentId = parentId;
    body = `node(id: $parentId) { __typename ... on ${target.via.name} { ${body} } }`;
  }
  const query = `${target.operation} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${body} }`;
  return { query, variables, anonymous };
}

const parentOf = (target: FieldTarget, world: World) =>
  target.via
    ? fc.constantFrom(...(world.ids[target.via.name] ?? world.allIds).map((id) => encodeGlobalID(target.via!.name, id)))
    : fc.constant(undefined);

export function graphqlCases(target: FieldTarget, world: World, schema: GraphQLSchema): fc.Arbitrary<GraphQLCase> {
  return fc
    .record({
      values: argumentsFor(target, world, schema),
      typenameOnly: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      anonymous: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      parent: parentOf(target, world),
    })
    .map(({ values, typenameOnly, anonymous, parent }) => operationOf(target, values, typenameOnly, anonymous, parent));
}

/** An operation of the field with every argument plausible (a selection of `__typename` only), for the caller. */
export function plausibleGraphQLCase(
  target: FieldTarget,
  world: World,
  schema: GraphQLSchema,
  anonymous: boolean,
  seed: number,
): GraphQLCase {
  const ctx: Ctx = { schema, world, fieldName: target.field.name };
  const required = target.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  const values = fc.record(
    Object.fromEntries(target.field.args.map((arg) => [arg.name, inputValueOf(ctx, arg.type, arg.name, false)])),
    { requiredKeys: required },
  );
  const [sample] = fc.sample(fc.tuple(values, parentOf(target, world)), { seed, numRuns: 1 });
  return operationOf(target, sample![0], true, anonymous, sample![1]);
}
