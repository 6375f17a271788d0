/**
 * Values for named input fields, plausible or nasty. The names and their types come from the GraphQL schema's
 * arguments and input objects (REST bodies use the same names, docs/validation.md), plus /api-only names.
 */
import fc from 'fast-check';
import { isEnumType, isInputObjectType, isObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import {
  anyJson,
  nastyBoolean,
  nastyDate,
  nastyNumber,
  nastyString,
  plausibleFutureDate,
  rawId,
} from './arbitraries.js';
import type { World } from './world.js';

/** Names /api takes that GraphQL spells differently or not at all. */
const REST_ONLY: Record<string, string> = {
  receiverId: 'ID',
  targetUserId: 'ID',
  login: 'String',
  email: 'String',
  password: 'String',
  limit: 'String',
  cursor: 'String',
  query: 'String',
  category: 'String',
  pollQuestion: 'String',
  pollOptions: '[String]',
  referralCode: 'String',
  acceptTerms: 'Boolean',
  mode: 'String',
  date: 'DateTime',
  groupImage: 'String',
};

/** Every input name the schema knows, with its type as written (e.g. "[String!]", "DateTime!"). */
export function inputNames(schema: GraphQLSchema): Map<string, string> {
  const names = new Map<string, string>(Object.entries(REST_ONLY));
  const note = (name: string, type: GraphQLInputType) => {
    if (!names.has(name)) names.set(name, String(type).replace(/!/g, ''));
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) note(field.name, field.type);
    if (isObjectType(type))
      for (const field of Object.values(type.getFields())) for (const arg of field.args) note(arg.name, arg.type);
  }
  return names;
}

const words = ['Fuzzing the Dadfeed', 'Is this a question?', 'Weekend #bbq with the kids', 'Hello'];
let serial = 0;
const uniqueName = fc.constant(null).map(() => `Fuzz ${process.pid}-${++serial}`);

/** Plausible values for names whose meaning the type alone does not give. */
function byName(name: string, world: World): fc.Arbitrary<unknown> | undefined {
  const ids = world.ids;
  const pick = (kind: string) => fc.constantFrom(...ids[kind]!);
  const table: Record<string, fc.Arbitrary<unknown>> = {
    name: uniqueName,
    title: uniqueName,
    username: uniqueName.map((n) => n.replace(/\W/g, '_').toLowerCase()),
    email: uniqueName.map((n) => `${n.replace(/\W/g, '.').toLowerCase()}@example.com`),
    login: fc.constant('fuzz@example.com'),
    password: fc.constant('correct-horse-battery-staple'),
    content: fc.constantFrom(...words),
    question: fc.constant('Grill or smoker?'),
    options: fc.constant(['Grill', 'Smoker']),
    pollOptions: fc.constant('["Grill","Smoker"]'),
    hashtags: fc.constant(['dads']),
    emails: fc.constant(['friend.of.fuzz@example.com']),
    interests: fc.constant(['bbq']),
    location: fc.constant('Austin, TX'),
    receiverId: pick('User'),
    targetUserId: pick('User'),
    userId: pick('User'),
    postId: pick('Post'),
    groupId: pick('Group'),
    eventId: pick('Event'),
    commentId: pick('Comment'),
    optionId: pick('PollOption'),
    inviteList: fc.constant([world.otherId]),
    startDate: plausibleFutureDate,
    endDate: plausibleFutureDate,
    limit: fc.constantFrom('1', '5', '20'),
    website: fc.constant('https://dads.example'),
    contactEmail: fc.constant('channel@example.com'),
    maxMembers: fc.constantFrom(10, '10'),
    maxAttendees: fc.constantFrom(10, '10'),
    // The profile: lists only from their options, kids within bounds, a new password long enough (never the right current one).
    outdoorActivities: fc.constant(['Camping', 'Geocaching']),
    collectiblesTypes: fc.constant(['Coins']),
    kidsAges: fc.constant([3, 7]),
    numberOfKids: fc.constantFrom(2, '2'),
    newPassword: fc.constant('brand-new-fuzz-password'),
    sportsFavoriteTeams: fc.constant(['Fuzz FC']),
  };
  return table[name];
}

function enumValues(schema: GraphQLSchema, typeName: string): string[] {
  const type = schema.getType(typeName.replace(/[[\]!]/g, ''));
  if (!type || !isEnumType(type)) return [];
  // /api spells enum values with dashes (stay-at-home), GraphQL with underscores.
  return type.getValues().flatMap((v) => [v.name, v.name.replace(/_/g, '-')]);
}

/** A plausible value for an input name of the given type, for an /api body or query (raw ids). */
export function plausibleRest(schema: GraphQLSchema, world: World, name: string, type: string): fc.Arbitrary<unknown> {
  const named = byName(name, world);
  if (named) return named;
  const list = type.startsWith('[');
  const base = type.replace(/[[\]!]/g, '');
  const item = ((): fc.Arbitrary<unknown> => {
    const values = enumValues(schema, base);
    if (values.length) return fc.constantFrom(...values);
    if (base === 'Int' || base === 'Float') return fc.constantFrom(1, 5, 10);
    if (base === 'Boolean') return fc.boolean();
    if (base === 'DateTime') return plausibleFutureDate;
    if (base === 'ID') return fc.constantFrom(...world.allIds);
    return fc.constantFrom(...words);
  })();
  return list ? fc.array(item, { minLength: 1, maxLength: 2 }) : item;
}

/** A hostile value for an input name of the given type (or of any type: callers get types wrong). */
export function nastyRest(world: World, type: string): fc.Arbitrary<unknown> {
  const base = type.replace(/[[\]!]/g, '');
  const item =
    base === 'Int' || base === 'Float'
      ? nastyNumber
      : base === 'Boolean'
        ? nastyBoolean
        : base === 'DateTime'
          ? nastyDate
          : base === 'ID'
            ? rawId(world.allIds)
            : nastyString;
  const typed = type.startsWith('[')
    ? fc.oneof(fc.array(item, { maxLength: 4 }), item, fc.array(item, { minLength: 200, maxLength: 200 }))
    : item;
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}
