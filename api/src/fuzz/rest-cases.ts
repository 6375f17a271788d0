/**
 * Requests for one /api route: path parameters, a query string and a body (JSON, form, multipart or raw
 * bytes a client should never send), from a member or an anonymous caller.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { deepNestJson, nastyString, rawId, spliceBadCharacter } from './arbitraries.js';
import { idKindOf, type RestRoute } from './rest-routes.js';
import { inputNames, nastyRest, plausibleRest } from './values.js';
import type { World } from './world.js';

export interface RestCase {
  method: string;
  /** The input the case carries (the body's fields, or the query's for a read), when it is well-formed. */
  fields?: Fields;
  url: string;
  anonymous: boolean;
  headers: Record<string, string>;
  body?: string | Buffer | FormData;
  /** What was sent, for the failure report. */
  shown: string;
  /** The status the case must get (a body beyond its route's limits), when it is known. */
  expect?: number;
}

/** %-escapes that do not decode, and ones that decode to trouble. */
const badEscapes = ['%E0%A4%A', '%', '%ZZ', '%00', '..%2F..%2Fetc', '%2e%2e', '%C0%AF', '%F0%9F'];
/** %-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it; encodeURIComponent throws). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function pathFor(route: RestRoute, world: World): fc.Arbitrary<string> {
  const params = [...route.path.matchAll(/:(\w+)|\*(\w+)/g)];
  if (!params.length) return fc.constant(route.path);
  const kind = idKindOf(route.path);
  const segment = fc.oneof(
    { arbitrary: fc.constantFrom(...(kind ? world.ids[kind]! : world.allIds)), weight: 6 },
    { arbitrary: rawId(world.allIds).map(percentEncode), weight: 1 },
    { arbitrary: nastyString.map(percentEncode), weight: 1 },
    { arbitrary: fc.constantFrom(...badEscapes), weight: 1 },
  );
  return fc.array(segment, { minLength: params.length, maxLength: params.length }).map((values) => {
    let i = 0;
    return route.path.replace(/:(\w+)|\*(\w+)/g, () => values[i++]!);
  });
}

/** The route's path with a real id of the right kind for each parameter. */
export function plausiblePath(route: RestRoute, world: World): string {
  const kind = idKindOf(route.path);
  const ids = kind ? world.ids[kind]! : world.allIds;
  return route.path.replace(/:(\w+)|\*(\w+)/g, () => ids[0]!);
}

export type Fields = Record<string, unknown>;

/** What the suite learned of a route from its answers so far (see FuzzRun). */
export interface RouteMemory {
  /** Input names its answers mentioned: the fields it reads. */
  learned(): string[];
  /** Inputs it accepted (2xx): starting points for cases that get deep into the command. */
  accepted(): Fields[];
}

/** Fields whose plausible value must be fresh each time (a second group with one name is only a conflict). */
const UNIQUE = ['name', 'title', 'username', 'email'];

/**
 * Input for a route, in two ways. Mostly an input it accepted before with one field made hostile (mutation
 * fuzzing: everything else stays valid, so the hostile value gets as deep as it can). Otherwise, or while the
 * route accepted nothing yet, plausible values for some names it reads (learned from its answers) and a couple
 * of others, with one or two made hostile.
 */
function fieldsFor(schema: GraphQLSchema, world: World, memory: RouteMemory): fc.Arbitrary<Fields> {
  const names = new Map(inputNames(schema));
  const risky = /url|image|banner/i; // a plausible-looking image URL that is not the member's upload fails early
  const safe = [...names.keys()].filter((name) => !risky.test(name));
  const plausible = (picked: string[]) =>
    fc.tuple(
      ...picked.map((n) =>
        plausibleRest(schema, world, n, names.get(n) ?? 'String').map((value) => [n, value] as const),
      ),
    );
  const hostile = (picked: string[]) =>
    fc.tuple(...picked.map((n) => nastyRest(world, names.get(n) ?? 'String').map((value) => [n, value] as const)));
  const anyName = fc.constantFrom(...names.keys());
  return fc.constant(null).chain(() => {
    const known = memory.learned().filter((n) => names.has(n));
    // Half the time a name the route reads; else any name, which mostly leaves the input valid, so the route
    // accepts it and later cases start from it.
    const target = known.length ? fc.oneof(fc.constantFrom(...known), anyName) : anyName;
    const fresh = fc
      .tuple(
        fc.subarray(known.filter((n) => !risky.test(n))),
        fc.subarray(safe, { maxLength: 2 }),
        fc.array(target, { minLength: 1, maxLength: 2 }),
      )
      .chain(([base, extra, bad]) => fc.tuple(plausible([...new Set([...base, ...extra])]), hostile(bad)))
      .map(([good, bad]) => Object.fromEntries([...good, ...bad]));
    const accepted = memory.accepted();
    if (!accepted.length) return fresh;
    const mutated = fc.constantFrom(...accepted).chain((input) => {
      const own = Object.keys(input);
      const bad = own.length
        ? fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 2 }, { arbitrary: target, weight: 1 })
        : target;
      const replaced = bad.chain((n) => hostile([n])).map((spoiled) => Object.fromEntries(spoiled));
      // Or the same text with one bad character in it: the input stays what the route accepted otherwise.
      const isText = (v: unknown) => typeof v === 'string';
      const texts = own.filter(
        (n) => isText(input[n]) || (Array.isArray(input[n]) && (input[n] as unknown[]).some(isText)),
      );
      const spliceInto = (value: unknown): fc.Arbitrary<unknown> => {
        if (typeof value === 'string') return spliceBadCharacter(value);
        const list = value as unknown[];
        const at = list.findIndex(isText);
        return spliceBadCharacter(list[at] as string).map((text) => list.map((item, i) => (i === at ? text : item)));
      };
      const spliced = texts.length
        ? fc.constantFrom(...texts).chain((n) => spliceInto(input[n]).map((v) => ({ [n]: v })))
        : replaced;
      // Or one more field the route reads, plausible: accepted, the input grows richer for later cases.
      const missing = known.filter((n) => !(n in input) && !risky.test(n));
      const grown = missing.length
        ? fc
            .constantFrom(...missing)
            .chain((n) => plausible([n]))
            .map((added) => Object.fromEntries(added))
        : replaced;
      return fc
        .tuple(plausible(own.filter((n) => UNIQUE.includes(n))), fc.oneof(replaced, spliced, grown))
        .map(([renewed, spoiled]) => ({ ...input, ...Object.fromEntries(renewed), ...spoiled }));
    });
    return fc.oneof({ arbitrary: mutated, weight: 3 }, { arbitrary: fresh, weight: 1 });
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryOf(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value.slice(0, 3)) params.append(name, asText(item));
    else params.append(name, asText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Encoded = { headers: Record<string, string>; body: string | Buffer | FormData; kind: string };

function encodings(fields: Fields): fc.Arbitrary<Encoded> {
  const json = JSON.stringify(fields);
  const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)])).toString();
  const multipart = (file?: Buffer, field = 'image') => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, asText(v));
    if (file) data.append(field, new Blob([new Uint8Array(file)], { type: 'image/png' }), 'fuzz.png');
    return data;
  };
  const truncated = `--X\r\nContent-Disposition: form-data; name="content"\r\n\r\n${asText(fields.content ?? 'x')}`;
  return fc.oneof(
    {
      arbitrary: fc.constant({ kind: 'json', headers: { 'content-type': 'application/json' }, body: json }),
      weight: 8,
    },
    {
      arbitrary: fc.constant({
        kind: 'form',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('image', 'profileImage', 'bannerImage', 'groupImage'),
          fc.uint8Array({ maxLength: 64 }),
          fc.boolean(),
        )
        .map(([field, bytes, png]) => ({
          kind: `multipart+${field}`,
          headers: {},
          body: multipart(png ? Buffer.concat([PNG_HEADER, bytes]) : Buffer.from(bytes), field),
        })),
      weight: 1,
    },
    {
      arbitrary: fc.oneof(
        fc.constant({
          kind: 'gzip-claimed',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          body: json,
        }),
        fc.constant({
          kind: 'gzip-real',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          body: gzipSync(json),
        }),
        fc.constant({
          kind: 'truncated-multipart',
          headers: { 'content-type': 'multipart/form-data; boundary=X' },
          body: truncated,
        }),
        deepNestJson.map((body) => ({ kind: 'deep-nest', headers: { 'content-type': 'application/json' }, body })),
        fc.constant({ kind: 'bad-json', headers: { 'content-type': 'application/json' }, body: json.slice(0, -1) }),
        fc.constant({ kind: 'text', headers: { 'content-type': 'text/plain' }, body: json }),
        fc.constant({ kind: 'utf-16', headers: { 'content-type': 'application/json; charset=utf-16' }, body: json }),
        fc.uint8Array({ maxLength: 100 }).map((bytes) => ({
          kind: 'bytes',
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(bytes),
        })),
      ),
      weight: 2,
    },
  );
}

export function restCases(
  route: RestRoute,
  world: World,
  schema: GraphQLSchema,
  memory: RouteMemory,
): fc.Arbitrary<RestCase> {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const fields = fieldsFor(schema, world, memory);
  const input = hasBody
    ? fields.chain((f) => encodings(f).map((encoded) => ({ fields: f, encoded, query: '' })))
    : fields.map((f) => ({ fields: f, encoded: undefined, query: queryOf(f) }));
  return fc
    .record({ path: pathFor(route, world), input, anonymous: fc.integer({ min: 0, max: 9 }).map((n) => n < 2) })
    .map(({ path, input: { fields: f, encoded, query }, anonymous }) => ({
      method: route.method,
      url: `${path}${query}`,
      fields: !encoded || ['json', 'form'].includes(encoded.kind) ? f : undefined,
      anonymous,
      headers: encoded?.headers ?? {},
      body: encoded?.body,
      shown: `${route.method} ${path}${query.slice(0, 300)} [${encoded?.kind ?? 'no body'}${anonymous ? ', anonymous' : ''}] ${
        typeof encoded?.body === 'string' ? encoded.body.slice(0, 300) : ''
      }`,
    }));
}
