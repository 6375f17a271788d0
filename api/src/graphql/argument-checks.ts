/**
 * The checks every GraphQL field argument gets before any resolver of the operation runs (see
 * ./input-guard.ts): text the database can take, and connection arguments that page sensibly. The rules
 * are docs/validation.md's; the text rule is the domain's (refuseUnstorableText), shared with /api.
 */
import { decodeBase64, decodeCursorChunk } from '@pothos/core';
import {
  getArgumentValues,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { badInput } from '../domain/errors.js';
import { isDatabaseId, refuseUnstorableText } from '../domain/validation.js';
import { getDatamodel } from '../generated/prisma/pothos-types.js';

const models = getDatamodel().datamodel.models;

/** The most rows one page of any connection holds (README: "first/last at most 100"); more is capped. */
export const MAX_PAGE_SIZE = 100;
export const INVALID_CURSOR_MESSAGE = 'That cursor is not valid: use a cursor this list returned.';
const MAX_CURSOR_LENGTH = 500;

/** A Relay connection type: the fields whose first/last/after/before page through it. */
function isConnectionType(type: GraphQLNamedType): boolean {
  return isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
}

/**
 * How many ids a prisma cursor of this connection holds: one for a row with an id, one per column of a
 * compound primary key (ChannelFollow's channelId and userId). Undefined when its nodes are not rows.
 */
function cursorWidth(connection: GraphQLNamedType): number | undefined {
  if (!isObjectType(connection)) return undefined;
  const edge = getNamedType(connection.getFields().edges?.type);
  const node = edge && isObjectType(edge) ? getNamedType(edge.getFields().node?.type) : undefined;
  const model = node?.extensions?.pothosPrismaModel;
  if (typeof model !== 'string' || !models[model]) return undefined;
  return models[model].primaryKey?.fields.length ?? 1;
}

/**
 * A cursor of @pothos/plugin-prisma ("GPC:" + a tagged value) decodes to its row's primary key: every key
 * column of ours is a uuid. Anything else (another width, a number, a date, a malformed uuid) would reach
 * the database and fail there. Other cursors (the Dadfeed's) are checked by their own domain code.
 */
function checkCursor(name: string, cursor: string, width: number | undefined): void {
  const refuse = () => badInput(INVALID_CURSOR_MESSAGE, [{ field: name, message: INVALID_CURSOR_MESSAGE }]);
  if (cursor.length > MAX_CURSOR_LENGTH) throw refuse();
  let decoded: string;
  try {
    decoded = decodeBase64(cursor);
  } catch {
    return; // not base64: not a prisma cursor, the connection's own parser refuses it
  }
  if (!decoded.startsWith('GPC:')) return;
  let value: unknown;
  try {
    value = decodeCursorChunk(decoded.slice(4));
  } catch {
    throw refuse();
  }
  const ids = Array.isArray(value) ? value : [value];
  const widthFits = width === undefined || (width === 1 ? !Array.isArray(value) : ids.length === width);
  const fits = widthFits && ids.length > 0 && ids.every(isDatabaseId);
  if (!fits) throw refuse();
}

function checkConnectionArguments(connection: GraphQLNamedType, args: Record<string, unknown>): void {
  // Above the maximum a page is capped (the README's "at most 100"); below zero there is no page to give.
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (typeof value === 'number' && value < 0) {
      const message = `${name} must be 0 or more (a page holds at most ${MAX_PAGE_SIZE}).`;
      throw badInput(message, [{ field: name, message }]);
    }
  }
  const given = (name: string) => args[name] !== undefined && args[name] !== null;
  if ((given('after') && given('before')) || (given('first') && given('before')) || (given('last') && given('after'))) {
    throw badInput('Page forward with first and after, or backward with last and before.');
  }
  for (const name of ['after', 'before'] as const) {
    const value = args[name];
    if (typeof value === 'string') checkCursor(name, value, cursorWidth(connection));
  }
}

/** Checks one field's arguments (already coerced from literals and variables). */
export function checkFieldArguments(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): void {
  refuseUnstorableText(args);
  const type = getNamedType(field.type);
  if (isConnectionType(type)) checkConnectionArguments(type, args);
}

/**
 * Checks the arguments of the root field `info` resolves and of every field selected beneath it (through
 * fragments too), so that a nested connection's bad cursor is refused before the root's resolver plans one
 * database query for the whole selection. Each fragment is visited once: its arguments do not depend on
 * where it is spread.
 */
export function checkSelectionArguments(info: GraphQLResolveInfo): void {
  const visitedFragments = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, parentType: GraphQLNamedType | undefined) => {
    if (!selectionSet || !parentType) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!isObjectType(parentType) && !isInterfaceType(parentType)) continue;
        const field = parentType.getFields()[selection.name.value];
        if (!field) continue;
        if (field.args.length) checkFieldArguments(field, argumentsOf(field, selection, info));
        visit(selection.selectionSet, getNamedType(field.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : parentType;
        visit(selection.selectionSet, type ?? undefined);
      } else {
        const name = selection.name.value;
        const fragment = info.fragments[name];
        if (!fragment || visitedFragments.has(name)) continue;
        visitedFragments.add(name);
        visit(fragment.selectionSet, info.schema.getType(fragment.typeCondition.name.value) ?? undefined);
      }
    }
  };
  const root = info.parentType.getFields()[info.fieldName];
  for (const node of info.fieldNodes) {
    if (root?.args.length) checkFieldArguments(root, argumentsOf(root, node, info));
    visit(node.selectionSet, getNamedType(info.returnType));
  }
}

/** A nested field's arguments; a value GraphQL itself will refuse is left for it to report where it belongs. */
function argumentsOf(
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  info: GraphQLResolveInfo,
) {
  try {
    return getArgumentValues(field, node, info.variableValues);
  } catch {
    return {};
  }
}
