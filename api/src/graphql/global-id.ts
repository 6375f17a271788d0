/**
 * Global ids: base64 of "Type:uuid", opaque to clients. A malformed one is the caller's mistake (400-like
 * BAD_USER_INPUT), never an internal error.
 */
import { badInput } from '../domain/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeGlobalID(typename: string, id: string | number | bigint): string {
  return Buffer.from(`${typename}:${String(id)}`).toString('base64');
}

/** The types a global id may name: the schema's Node types, set once the schema is built (./schema/index.ts). */
let nodeTypes: ReadonlySet<string> | undefined;

export function setNodeTypes(names: Iterable<string>): void {
  nodeTypes = new Set(names);
}

export function decodeGlobalID(globalID: string): { typename: string; id: string } {
  const decoded = Buffer.from(globalID, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const typename = decoded.slice(0, separator);
  const id = decoded.slice(separator + 1);
  // An unknown type would reach Pothos' node lookup, which takes it for a schema error.
  if (separator < 1 || !UUID.test(id) || (nodeTypes && !nodeTypes.has(typename))) {
    throw badInput(`"${globalID}" is not a valid ID.`);
  }
  return { typename, id };
}

/** The raw id of a decoded global id argument, which must be of the given type (else BAD_USER_INPUT). */
export function rawIdOf(value: { typename: string; id: string }, typename: string): string {
  if (value.typename !== typename) throw badInput(`Wrong kind of id: expected ${typename}, got ${value.typename}.`);
  return value.id;
}

/** `rawIdOf` for an optional argument: undefined when it is not given. */
export function optionalRawIdOf(
  value: { typename: string; id: string } | null | undefined,
  typename: string,
): string | undefined {
  return value ? rawIdOf(value, typename) : undefined;
}

/**
 * The raw id an ID argument names, given either way: a global id of the type (as a node's `id`) or the raw id
 * itself (as its `databaseId`, or an /api answer). For arguments that name members and connections.
 */
export function rawOrGlobalIdOf(value: string | number | bigint, typename: string): string {
  const text = String(value);
  return UUID.test(text) ? text.toLowerCase() : rawIdOf(decodeGlobalID(text), typename);
}
