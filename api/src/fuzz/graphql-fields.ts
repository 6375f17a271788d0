/**
 * Every GraphQL field the fuzz suite calls, read from the schema at run time: each root query and mutation,
 * and each field with arguments further down (reached through `node(id:)` on a real row of its type), with
 * the selection a case asks of its result.
 */
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface FieldTarget {
  /** Mutation.createPost, Post.comments */
  name: string;
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** For a field below the root: the type whose real row `node(id:)` fetches first. */
  via?: GraphQLObjectType;
}

const implementsNode = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === 'Node');

export function graphqlTargets(schema: GraphQLSchema): { targets: FieldTarget[]; unreachable: string[] } {
  const targets: FieldTarget[] = [];
  const unreachable: string[] = [];
  for (const [root, operation] of [
    [schema.getQueryType(), 'query'],
    [schema.getMutationType(), 'mutation'],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}))
      targets.push({ name: `${root!.name}.${field.name}`, operation, field });
  }
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name),
  );
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      if (implementsNode(type))
        targets.push({ name: `${type.name}.${field.name}`, operation: 'query', field, via: type });
      else unreachable.push(`${type.name}.${field.name}`);
    }
  }
  return { targets, unreachable };
}

/** How many object-valued subfields a selection takes per level: enough to reach loaders and relations. */
const OBJECT_FIELDS_PER_LEVEL = 4;

/** A selection of `type`: __typename, every leaf, and a few related objects, `depth` levels down. */
export function selectionOf(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type)) {
    if (depth <= 0) return '{ __typename }';
    return `{ __typename ${type
      .getTypes()
      .map((member) => `... on ${member.name} ${selectionOf(member, depth - 1)}`)
      .join(' ')} }`;
  }
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts = ['__typename'];
  let objects = 0;
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 0 && objects < OBJECT_FIELDS_PER_LEVEL) {
      objects += 1;
      parts.push(`${field.name} ${selectionOf(named, depth - 1)}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}
